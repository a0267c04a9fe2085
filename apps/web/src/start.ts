import { afterMainPicture } from '#shared/server-render/after-main-picture.ts';

// The page's only script tag. The server's HTML is the whole page (decision 027): the app
// that takes it over is fetched once its main picture is shown, which the app's scripts would
// otherwise slow down on a slow line (docs/decisions/040-scripts-after-the-main-picture.md).
void afterMainPicture().then(() => import('./main.tsx'));

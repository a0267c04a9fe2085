// Shown for an article without picture: a neutral flask drawing on a light surface,
// in the theme's blue, sized like the thumbnails so that lists never jump.
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="Image non disponible">
<rect width="400" height="400" fill="#F4F7FA"/>
<g fill="none" stroke="#0068B3" stroke-width="10" stroke-linejoin="round" stroke-linecap="round" opacity="0.55">
<path d="M165 95h70M178 95v80l-68 118a22 22 0 0 0 19 33h142a22 22 0 0 0 19-33l-68-118V95"/>
<path d="M138 245h124" opacity="0.7"/>
</g>
<g fill="#0068B3" opacity="0.35"><circle cx="185" cy="275" r="9"/><circle cx="222" cy="292" r="6"/><circle cx="206" cy="262" r="5"/></g>
</svg>`;

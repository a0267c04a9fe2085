import type { ArticleDetail } from '@labo/domain/catalog-schemas';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleThumbnail } from '#shared/articles/article-thumbnail.tsx';
import { makeArticleDetail } from '#testing/test-articles.ts';
import { ArticleGallery } from './article-gallery';

// No layout shift (docs/performance.md#targets): a picture's box is sized before the
// picture arrives, so nothing below it moves when it does (the browser reads the width and
// height attributes for that).

function picture(id: number): ArticleDetail['pictures'][number] {
  return {
    id,
    is_picture: '1',
    firstAttachment: id === 1 ? '1' : '0',
    original_file_name: `photo-${id}.jpg`,
    px_width: 800,
    px_height: 600,
    mime_type: 'image/jpeg',
    size_bytes: 80_000,
  };
}

describe('reserved picture sizes', () => {
  it('a list thumbnail is a square of the size asked for', () => {
    render(<ArticleThumbnail articleId={12} size={88} alt="Bécher" />);
    const image = screen.getByRole('img', { name: 'Bécher' });
    expect(image).toHaveAttribute('width', '88');
    expect(image).toHaveAttribute('height', '88');
  });

  it('a list thumbnail shows the default picture by its own address, else the article’s', () => {
    render(<ArticleThumbnail articleId={12} pictureId={31} size={88} alt="Bécher" />);
    expect(screen.getByRole('img', { name: 'Bécher' }).getAttribute('src')).toMatch(
      /\/exposed\/attachment\/31\/get\/thumbnail$/,
    );
    render(<ArticleThumbnail articleId={12} size={88} alt="Fiole" />);
    expect(screen.getByRole('img', { name: 'Fiole' }).getAttribute('src')).toMatch(
      /\/exposed\/article\/12\/get\/thumbnail$/,
    );
  });

  it('a thumbnail offers its small size, which a phone takes for its square', () => {
    render(<ArticleThumbnail articleId={12} pictureId={31} size={88} alt="Bécher" />);
    const image = screen.getByRole('img', { name: 'Bécher' });
    expect(image).toHaveAttribute(
      'srcset',
      '/exposed/attachment/31/get/small/size 176w, /exposed/attachment/31/get/thumbnail 400w',
    );
    expect(image).toHaveAttribute('sizes', '88px');
    // A line that does not name the picture asks the article's own address for both sizes.
    render(<ArticleThumbnail articleId={12} size={56} alt="Fiole" />);
    const line = screen.getByRole('img', { name: 'Fiole' });
    expect(line).toHaveAttribute(
      'srcset',
      '/exposed/article/12/get/small/size 176w, /exposed/article/12/get/thumbnail 400w',
    );
    expect(line).toHaveAttribute('sizes', '56px');
  });

  it('the article page reserves a square for the main picture and each thumbnail', () => {
    const article = makeArticleDetail({
      label: 'Bécher 250 ml',
      pictures: [picture(1), picture(2)],
    });
    render(<ArticleGallery article={article} percentage={0} />);

    const main = screen.getByRole('img', { name: 'Bécher 250 ml' });
    expect(main).toHaveAttribute('width', '480');
    expect(main).toHaveAttribute('height', '480');
    const thumbnails = within(screen.getByRole('list', { name: "Images de l'article" }))
      .getAllByRole('button')
      .map((button) => button.querySelector('img'));
    expect(thumbnails).toHaveLength(2);
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toHaveAttribute('width', '72');
      expect(thumbnail).toHaveAttribute('height', '72');
      expect(thumbnail).toHaveAttribute('sizes', '72px');
      expect(thumbnail?.getAttribute('srcset')).toMatch(/\/get\/small\/size 176w, /);
    }
  });

  it('an article without pictures shows the placeholder in the same reserved square', () => {
    render(
      <ArticleGallery article={makeArticleDetail({ id: 5, label: 'Pipette' })} percentage={0} />,
    );
    const main = screen.getByRole('img', { name: 'Pipette' });
    expect(main).toHaveAttribute('src', '/exposed/article/5/get/thumbnail');
    expect(main).toHaveAttribute('width', '480');
    expect(main).toHaveAttribute('height', '480');
  });
});

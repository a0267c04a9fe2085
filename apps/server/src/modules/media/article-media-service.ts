import type { Attachment } from '@labo/domain/catalog-schemas';
import { MAX_PICTURES_PER_ARTICLE, VIDEO_LINK_MIN_CHARS } from '@labo/domain/limits';
import {
  type DefaultPictureAnswer,
  type FeaturedAnswer,
  MEDIA_ALREADY_ATTACHED,
  type MediaAccept,
  PICTURE_NOT_OF_ARTICLE,
  TOO_MANY_PICTURES,
  VIDEO_LINK_TOO_SHORT,
  VIDEO_LINK_UNKNOWN,
  type VideoLinkAnswer,
} from '@labo/domain/media-admin-schemas';
import { ARTICLE_NOT_FOUND, ATTACHMENT_NOT_FOUND } from '@labo/domain/messages';
import { canonicalVideoUrl, parseVideoLink } from '@labo/domain/video-link';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '#db/database';
import { AppError, notFound } from '#http/app-error';
import { cleanFileName } from '#http/upload-file-name';
import {
  type AttachmentRow,
  articleExists,
  lockArticle,
  toWireAttachment,
} from '#modules/article-read-model/article-read-model-public';
import {
  acceptedMaxBytes,
  type IdentifiedFile,
  identifyFile,
  type MediaFacts,
  type PreparedMedia,
  prepareMedia,
  type ReceivedFile,
} from './media-intake';
import { storedKeys } from './media-keys';
import {
  deleteAttachment,
  insertAttachment,
  lockStorageKey,
  markDefaultPicture,
  selectArticleAttachments,
  selectArticlePictures,
  selectAttachment,
  selectAttachmentWithKey,
  toggleFeatured,
  updateVideoLink,
} from './media-queries';
import type { MediaStore } from './media-store';
import { fetchRemoteFile } from './remote-file-fetch';

const articleNotFound = () => notFound(ARTICLE_NOT_FOUND);

/** docs/product/media.md#picture-limit and #same-file-once, checked again under the lock. */
function checkRoom(existing: AttachmentRow[], file: IdentifiedFile): void {
  if (existing.some((a) => a.storageKey === file.storageKey)) {
    throw new AppError(409, 'already_attached', MEDIA_ALREADY_ATTACHED);
  }
  const pictures = existing.filter((a) => a.isPicture).length;
  if (file.kind === 'picture' && pictures >= MAX_PICTURES_PER_ARTICLE) {
    throw new AppError(409, 'too_many_pictures', TOO_MANY_PICTURES);
  }
}

/**
 * The administrators' changes to an article's media, its featured flag and its video link
 * (docs/product/media.md#media-calls), for the routes and the demo seed. Every change
 * clears the catalogue's cached answers of this process, search answers included.
 */
export class ArticleMediaService {
  constructor(
    private readonly db: Database,
    private readonly store: MediaStore,
    private readonly onChanged: () => void,
    private readonly log: FastifyBaseLogger,
    private readonly remote: { allowLoopback: boolean },
  ) {}

  /**
   * Adds a picture or a document, recognised by its content, to the article: 404 unknown
   * article, 415 format, 413 size, 400 unreadable picture, 409 a 4th picture or the same
   * file twice. Its files are stored before its row is written, so no reader sees a row
   * without its files.
   */
  async add(articleId: number, file: ReceivedFile, accept: MediaAccept): Promise<Attachment> {
    if (!(await articleExists(this.db, articleId))) throw articleNotFound();
    const identified = await identifyFile(file.bytes, accept);
    // Checked first without the lock too, so that a refused file costs no image work.
    checkRoom(await selectArticleAttachments(this.db, articleId), identified);
    // The same bytes are processed once (docs/product/media.md#same-file-once): the image
    // work is done outside the transaction, unless another article already has them.
    const prepared = (await this.storedFacts(this.db, identified))
      ? null
      : await prepareMedia(identified, file.bytes);
    const row = await this.db.transaction(async (tx) => {
      if (!(await lockArticle(tx, articleId))) throw articleNotFound();
      const existing = await selectArticleAttachments(tx, articleId);
      checkRoom(existing, identified);
      await lockStorageKey(tx, identified.storageKey);
      const facts =
        (await this.storedFacts(tx, identified)) ??
        (await this.storeFiles(prepared ?? (await prepareMedia(identified, file.bytes))));
      const isPicture = identified.kind === 'picture';
      return insertAttachment(tx, {
        articleId,
        isPicture,
        isFirst: isPicture && !existing.some((a) => a.isPicture),
        originalFileName: cleanFileName(file.fileName, isPicture ? 'image' : 'document'),
        ...facts,
        storageKey: identified.storageKey,
        position: Math.max(-1, ...existing.map((a) => a.position)) + 1,
      });
    });
    this.onChanged();
    return toWireAttachment(row);
  }

  /**
   * Adds the file found at a web address (docs/product/media.md#adding-from-a-web-address):
   * the refusals of `add`, and 400 for an address refused, 502 when the file cannot be
   * fetched, 413 past the size limit of what `accept` takes.
   */
  async addFromWeb(articleId: number, url: string, accept: MediaAccept): Promise<Attachment> {
    // Checked first: nothing is downloaded for an unknown article.
    if (!(await articleExists(this.db, articleId))) throw articleNotFound();
    const file = await fetchRemoteFile(url, {
      maxBytes: acceptedMaxBytes(accept),
      allowLoopback: this.remote.allowLoopback,
    });
    return this.add(articleId, file, accept);
  }

  /**
   * 404 unknown. The next picture becomes the default when the default goes; the files go
   * when no other attachment has the same bytes, once the row's deletion is committed: a
   * failed commit keeps a row whose files are all there (docs/product/media.md#same-file-once).
   */
  async remove(attachmentId: number): Promise<void> {
    const found = await selectAttachment(this.db, attachmentId);
    if (!found) throw notFound(ATTACHMENT_NOT_FOUND);
    const removed = await this.db.transaction(async (tx) => {
      await lockArticle(tx, found.articleId);
      await lockStorageKey(tx, found.storageKey);
      const row = await deleteAttachment(tx, attachmentId);
      if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
      if (row.isFirst) await markDefaultPicture(tx, row.articleId, null);
      return row;
    });
    this.onChanged();
    await this.deleteUnusedFiles(removed);
  }

  /** docs/product/media.md#default-picture: 404 when it is not a picture of the article. */
  async setDefault(articleId: number, attachmentId: number): Promise<DefaultPictureAnswer> {
    const pictures = await this.db.transaction(async (tx) => {
      await lockArticle(tx, articleId);
      const picture = await selectAttachment(tx, attachmentId);
      if (picture?.articleId !== articleId || !picture.isPicture) {
        throw notFound(PICTURE_NOT_OF_ARTICLE);
      }
      await markDefaultPicture(tx, articleId, attachmentId);
      return selectArticlePictures(tx, articleId);
    });
    this.onChanged();
    return { pictures: pictures.map(toWireAttachment) };
  }

  /** docs/product/media.md#video-link: an empty address clears it. */
  async setVideoLink(articleId: number, url: string): Promise<VideoLinkAnswer> {
    const text = url.trim();
    let youtubeLink: string | null = null;
    if (text !== '') {
      if (text.length < VIDEO_LINK_MIN_CHARS) {
        throw new AppError(400, 'invalid_input', VIDEO_LINK_TOO_SHORT, {
          url: VIDEO_LINK_TOO_SHORT,
        });
      }
      const link = parseVideoLink(text);
      if (!link) {
        throw new AppError(400, 'video_link_unknown', VIDEO_LINK_UNKNOWN, {
          url: VIDEO_LINK_UNKNOWN,
        });
      }
      youtubeLink = canonicalVideoUrl(link);
    }
    if (!(await updateVideoLink(this.db, articleId, youtubeLink))) throw articleNotFound();
    this.onChanged();
    return { youtubeLink };
  }

  /** docs/product/media.md#featured-flag: answers the new value. */
  async toggleFeatured(articleId: number): Promise<FeaturedAnswer> {
    const featured = await toggleFeatured(this.db, articleId);
    if (featured === undefined) throw articleNotFound();
    this.onChanged();
    return { featured: featured ? '1' : '0' };
  }

  /** What the row of an earlier attachment says of these bytes, when all their files are stored. */
  private async storedFacts(db: Executor, file: IdentifiedFile): Promise<MediaFacts | null> {
    const row = await selectAttachmentWithKey(db, file.storageKey);
    if (!row) return null;
    const keys = storedKeys(file.storageKey, file.kind === 'picture');
    const present = await Promise.all(keys.map((key) => this.store.has(key)));
    if (!present.every(Boolean)) return null;
    return {
      mimeType: row.mimeType,
      sizeBytes: row.sizeBytes,
      pxWidth: row.pxWidth,
      pxHeight: row.pxHeight,
    };
  }

  private async storeFiles(prepared: PreparedMedia): Promise<MediaFacts> {
    await Promise.all(
      prepared.files.map((file) => this.store.write(file.key, file.bytes, file.contentType)),
    );
    return prepared.facts;
  }

  /**
   * The files of a removed attachment, unless another attachment has the same bytes. Under
   * the storage key's lock, so that an upload of the same file either keeps them or stores
   * them again after. Files left behind do no harm, missing ones would: a failure is
   * logged, not thrown.
   */
  private async deleteUnusedFiles(row: AttachmentRow): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        await lockStorageKey(tx, row.storageKey);
        if (await selectAttachmentWithKey(tx, row.storageKey)) return;
        const keys = storedKeys(row.storageKey, row.isPicture);
        await Promise.all(keys.map((key) => this.store.delete(key)));
      });
    } catch (error) {
      this.log.warn({ err: error, storageKey: row.storageKey }, 'media files not deleted');
    }
  }
}

import { MAX_PICTURES_PER_ARTICLE, VIDEO_LINK_MIN_CHARS } from '@labo/domain/limits';
import { CHANGES_SAVED, GENERIC_ERROR } from '@labo/domain/messages';

// User-facing texts of the article admin block and the edit popup, in French
// (docs/conventions.md#names-and-french-texts). The block's title, the toasts and the
// button words are those of docs/product/media.md, word for word; the rest is wording ours
// (docs/product/media.md#admin-block-layout).
export const articleAdminMessages = {
  blockTitle: "Modification de l'article (admin)",
  popupTitle: (label: string) => `Modifier l'article ${label}`,
  popupLoading: "Chargement de l'article…",
  popupLoadFailed: "L'article n'a pas pu être chargé.",
  close: 'FERMER',
  // Pictures
  picturesTitle: 'Images',
  noPicture: 'Aucune image.',
  picture: (position: number, fileName: string) => `Image ${position} : ${fileName}`,
  defaultPicture: 'Image par défaut',
  setDefault: 'DÉFINIR PAR DÉFAUT',
  picturesFull: `${MAX_PICTURES_PER_ARTICLE} images au maximum`,
  uploadPicture: 'ENVOYER UNE IMAGE',
  pictureAddress: "Adresse web de l'image",
  add: 'AJOUTER',
  // Read after the visible words, hidden (docs/product/look-and-feel.md#label-in-name).
  ofPicture: (fileName: string) => `l'image ${fileName}`,
  ofDocument: (fileName: string) => `le document ${fileName}`,
  thePicture: "l'image",
  theDocument: 'le document',
  pastePicture: "COLLER L'ADRESSE D'UNE IMAGE",
  // Documents
  documentsTitle: 'Documents',
  noDocument: 'Aucun document.',
  uploadDocument: 'ENVOYER UN DOCUMENT',
  documentAddress: 'Adresse web du document',
  pasteDocument: "COLLER L'ADRESSE D'UN DOCUMENT",
  // Deletion
  deleteButton: 'SUPPRIMER',
  deleteTitle: 'Supprimer ce fichier ?',
  deleteText: (fileName: string) => `« ${fileName} » sera retiré de l'article définitivement.`,
  deleteConfirm: 'SUPPRIMER',
  cancel: 'ANNULER',
  // Clipboard
  clipboardUnreadable:
    "Le presse-papiers n'a pas pu être lu : collez l'adresse ici (Ctrl+V), puis AJOUTER.",
  clipboardEmpty:
    "Le presse-papiers ne contient pas d'adresse : collez-la ici (Ctrl+V), puis AJOUTER.",
  // Featured and video
  featured: 'Produit à la Une',
  videoTitle: 'Vidéo',
  videoLink: 'Lien de la vidéo',
  videoHelp: `YouTube, Vimeo ou Dailymotion : au moins ${VIDEO_LINK_MIN_CHARS} caractères.`,
  validateVideo: 'VALIDER',
  removeVideo: 'RETIRER LA VIDÉO',
  // Toasts (docs/product/media.md#media-messages)
  saved: CHANGES_SAVED,
  failed: GENERIC_ERROR,
} as const;

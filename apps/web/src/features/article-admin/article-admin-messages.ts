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
  setDefault: 'Définir par défaut',
  picturesFull: `${MAX_PICTURES_PER_ARTICLE} images au maximum`,
  uploadPicture: 'Envoyer une image',
  pictureAddress: "Adresse web de l'image",
  add: 'AJOUTER',
  // Read after the visible words, hidden (docs/product/look-and-feel.md#label-in-name).
  ofPicture: (fileName: string) => `l'image ${fileName}`,
  ofDocument: (fileName: string) => `le document ${fileName}`,
  thePicture: "l'image",
  theDocument: 'le document',
  pastePicture: "Coller l'adresse d'une image",
  // Documents
  documentsTitle: 'Documents',
  noDocument: 'Aucun document.',
  uploadDocument: 'Envoyer un document',
  documentAddress: 'Adresse web du document',
  pasteDocument: "Coller l'adresse d'un document",
  // Deletion
  deleteButton: 'Supprimer',
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
  removeVideo: 'Retirer la vidéo',
  // Toasts (docs/product/media.md#media-messages)
  saved: CHANGES_SAVED,
  failed: GENERIC_ERROR,
} as const;

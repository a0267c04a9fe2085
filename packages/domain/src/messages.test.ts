import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('SPEC texts, word for word', () => {
  it('has the not-found and loading texts of SPEC §2', () => {
    expect(messages).toMatchObject({
      LOADING: 'Chargement en cours',
      REDIRECTING: 'Redirection...',
      ARTICLE_NOT_FOUND: 'Article introuvable',
      CATEGORY_NOT_FOUND: 'Catégorie introuvable',
      SUB_CATEGORY_NOT_FOUND: 'Sous catégorie introuvable',
      UNDER_SUB_CATEGORY_NOT_FOUND: 'Sous sous catégorie introuvable',
      MENU_HINT: 'Survolez une catégorie du menu de gauche pour afficher les catégories détaillées',
      SEARCH_NO_RESULTS: "Aucun article n'a été trouvé pour votre recherche",
      NO_ARTICLES: 'Aucun article à afficher',
    });
    expect(messages.SEARCH_RESULTS(12)).toBe('12 résultats ont été trouvés pour votre recherche');
  });

  it('has the validation texts of SPEC §5', () => {
    expect(messages).toMatchObject({
      FIELD_REQUIRED: 'Ce champ est obligatoire',
      CONTACT_MESSAGE_TOO_SHORT: 'Votre message est un peu court !',
      CONTACT_MEANS_MISSING:
        "Attention ! Nous ne pouvons pas envoyer votre demande si nous n'avons pas de moyen de recontacter...",
      REFERENCE_UNKNOWN: 'Référence inconnue',
      REFERENCE_ADDED: 'Référence ajoutée',
      PASSWORD_TOO_SHORT: 'Votre mot de passe doit contenir au moins 6 caractères',
      PASSWORDS_DIFFER: 'Les deux mots de passe ne correspondent pas',
    });
  });

  it('has the failure texts of SPEC §8', () => {
    expect(messages).toMatchObject({
      LOGIN_FAILED: 'Connexion impossible ! adresse ou mot de passe incorrect.',
      ACCOUNT_CREATION_FAILED: 'Une erreur est survenue lors de la création du compte',
      CONTACT_SEND_FAILED: "Une erreur s'est produite...",
      QUOTE_SEND_FAILED: 'Une erreur est survenue lors du traitement de votre demande',
      GENERIC_ERROR: 'Une erreur est survenue',
      PASSWORD_RESET_FAILED:
        "Une erreur s'est produite, nous n'avons pas été en mesure de rétablir l'accès à votre compte.",
    });
    expect(messages.CAMPAIGN_OVERLAP('Rentrée')).toBe(
      "Action impossible: cette campagne de promotion recouperait la campagne de promotion courante de cet article (Rentrée). Veuillez d'abord retirer l'article de sa campagne de promotion courante.",
    );
    expect(messages.CHUNK_LOAD_FAILED(3, 'timeout')).toBe('Loading chunk 3 failed. (timeout)');
  });

  it('has the success texts of SPEC §8', () => {
    expect(messages).toMatchObject({
      LOGIN_SUCCESS: 'Connexion réussie ! Bienvenue !',
      LOGOUT_SUCCESS: 'Déconnexion réussie.',
      ACCOUNT_CREATED: 'Votre compte client a été créé avec succès !',
      DELETE_DONE: 'Suppression effectuée',
      CLOSE_DONE: 'clôture effectuée',
      CHANGES_SAVED: 'Modifications effectuées',
      CAMPAIGN_CREATED: 'La nouvelle campagne a été enregistrée',
      QUOTE_SENT: 'Votre demande de devis a été envoyée avec succès !',
    });
  });

  it('says how many articles were added, singular and plural', () => {
    expect(messages.ARTICLES_ADDED(1)).toBe('1 article ajouté au devis');
    expect(messages.ARTICLES_ADDED(2)).toBe('2 articles ajoutés au devis');
    expect(messages.ARTICLES_ADDED(25)).toBe('25 articles ajoutés au devis');
  });
});

describe('API error texts', () => {
  it('are the agreed French texts', () => {
    expect(messages).toMatchObject({
      NOT_FOUND: 'Ressource introuvable',
      UNAUTHORIZED: 'Vous devez être connecté pour effectuer cette action.',
      FORBIDDEN: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
      INVALID_INPUT: 'Les données envoyées sont invalides.',
      TOO_MANY_REQUESTS: 'Trop de requêtes, veuillez réessayer dans quelques instants.',
      PAYLOAD_TOO_LARGE: 'Le fichier ou la requête est trop volumineux.',
    });
  });

  it('are all non-empty strings or text builders', () => {
    for (const [name, value] of Object.entries(messages)) {
      // Every builder takes a count or a text first and at most a text second.
      const text =
        typeof value === 'function' ? (value as (...args: unknown[]) => unknown)(2, 'x') : value;
      expect(typeof text, name).toBe('string');
      expect((text as string).length, name).toBeGreaterThan(0);
    }
  });
});

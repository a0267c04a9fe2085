// The text of the demo data sheets ("Fiche technique"), one per sub-category of the
// apparatus, safety, measurement and chemicals families, keyed by the sub-category's label
// (docs/decisions/021-demo-article-media.md). Typical figures of the kind such a sheet
// gives, made up for the demo: no real product's specification. Only WinAnsi characters
// (the PDF's standard fonts): "H2SO4", not subscripts.

export interface DataSheetContent {
  intro: string;
  /** [characteristic, typical value] rows of the table. */
  characteristics: ReadonlyArray<readonly [string, string]>;
  /** Safety and usage notes, one bullet each. */
  notes: readonly string[];
}

export const dataSheets: Readonly<Record<string, DataSheetContent>> = {
  Agitation: {
    intro:
      'Agitateurs magnétiques, à hélice, vortex et orbitaux pour mélanger, dissoudre et homogénéiser des volumes de quelques millilitres à plusieurs dizaines de litres.',
    characteristics: [
      ['Vitesse de rotation', '100 à 1 500 tr/min (magnétique), 50 à 2 000 tr/min (hélice)'],
      ['Volume agité (eau)', "jusqu'à 20 L"],
      ['Plateau', 'aluminium revêtu céramique, diamètre 135 mm'],
      ['Température du plateau', 'ambiante +5 °C à 340 °C (modèles chauffants)'],
      ['Précision de régulation', '± 1 °C avec sonde externe'],
      ['Alimentation', '230 V, 50/60 Hz, 600 W'],
      ['Indice de protection', 'IP 42'],
    ],
    notes: [
      'Démarrer à vitesse réduite pour que le barreau aimanté ne décroche pas.',
      'Ne pas chauffer de solvant inflammable sans sonde de contrôle et sans sorbonne.',
      "Laisser refroidir le plateau avant de le nettoyer : il reste chaud après l'arrêt.",
    ],
  },
  Chauffage: {
    intro:
      'Plaques chauffantes, bains-marie, étuves, chauffe-ballons et fours pour chauffer, sécher et calciner les échantillons.',
    characteristics: [
      ['Plage de température', 'ambiante +5 °C à 300 °C (étuves), 1 100 °C (fours)'],
      ['Volume utile', '10 à 250 L selon le modèle'],
      ['Homogénéité à 150 °C', '± 2,5 °C'],
      ['Convection', 'naturelle ou forcée'],
      ['Sécurité', 'limiteur de surchauffe classe 2'],
      ['Alimentation', '230 V, 50/60 Hz, 1 000 à 3 000 W'],
    ],
    notes: [
      'Ne pas placer de produits inflammables ou explosifs dans une étuve standard.',
      "Prévoir un dégagement de 15 cm autour de l'appareil pour sa ventilation.",
      'Manipuler les récipients chauds avec des gants thermiques et des pinces.',
    ],
  },
  Centrifugation: {
    intro:
      'Centrifugeuses de paillasse, microcentrifugeuses et centrifugeuses réfrigérées avec leurs rotors, du microtube au flacon de 750 ml.',
    characteristics: [
      ['Vitesse maximale', '15 000 tr/min (microcentrifugeuse), 6 000 tr/min (paillasse)'],
      ['Force centrifuge maximale', '21 380 × g'],
      ['Capacité', '24 microtubes de 1,5/2 ml ou 4 × 750 ml'],
      ['Régulation de température', '-10 °C à +40 °C (modèles réfrigérés)'],
      ['Niveau sonore', '< 58 dB(A)'],
      ['Sécurité', 'verrouillage du couvercle, détection de balourd'],
    ],
    notes: [
      'Équilibrer le rotor : placer les tubes de même masse face à face.',
      "Ne jamais ouvrir le couvercle avant l'arrêt complet du rotor.",
      'Inspecter les rotors et nacelles : remplacer toute pièce fissurée ou corrodée.',
    ],
  },
  'Distillation et évaporation': {
    intro:
      "Évaporateurs rotatifs, pompes et contrôleurs de vide, distillateurs d'eau pour concentrer les solutions et récupérer les solvants.",
    characteristics: [
      ['Vitesse de rotation', '20 à 280 tr/min'],
      ['Bain chauffant', 'ambiante à 180 °C, 4 L'],
      ['Surface de condensation', '1 500 cm²'],
      ['Vide limite', '2 mbar (pompe à membrane)'],
      ['Débit de distillation', '4 L/h (eau distillée)'],
      ['Verrerie', 'borosilicate 3.3, rodage normalisé NS 29/32'],
    ],
    notes: [
      "Vérifier l'absence d'étoile ou de fêlure sur la verrerie avant toute mise sous vide.",
      'Utiliser la verrerie revêtue (protection anti-éclats) pour les ballons de plus de 1 L.',
      'Évacuer les vapeurs de solvant vers une sorbonne ou un piège froid.',
    ],
  },
  Thermostatisation: {
    intro:
      'Cryothermostats, thermostats à circulation et blocs chauffants pour maintenir un échantillon ou un appareil à température constante.',
    characteristics: [
      ['Plage de travail', '-25 °C à +150 °C'],
      ['Stabilité', '± 0,02 °C'],
      ['Volume de la cuve', '6 à 20 L'],
      ['Pompe de circulation', '15 L/min, 0,35 bar'],
      ['Puissance frigorifique à 20 °C', '300 W'],
      ['Fluide conseillé', "eau jusqu'à 95 °C, huile silicone au-delà"],
    ],
    notes: [
      'Choisir un fluide caloporteur adapté à la plage de température visée.',
      'Ne pas faire fonctionner la pompe à sec : contrôler le niveau avant chaque mise en route.',
      'Raccorder les tuyaux avec des colliers pour éviter toute fuite de liquide chaud.',
    ],
  },
  'Protection des mains': {
    intro:
      'Gants nitrile, latex, vinyle, de protection chimique et thermiques, à usage unique ou réutilisables.',
    characteristics: [
      ['Matière', 'nitrile sans poudre (usage unique)'],
      ['Épaisseur', '0,10 mm (usage unique), 0,38 mm (protection chimique)'],
      ['Longueur', '240 à 330 mm'],
      ['Tailles', '6/XS à 11/XXL'],
      ['Normes', 'EN ISO 374-1 type B, EN 374-5, EN 420'],
      ['Conditionnement', 'boîte de 100 ou paire emballée'],
    ],
    notes: [
      'Choisir le gant selon le produit manipulé et son temps de passage indiqué.',
      "Changer de gants dès qu'ils sont souillés, percés ou après une éclaboussure.",
      'Les gants latex peuvent provoquer des allergies : préférer le nitrile.',
    ],
  },
  'Protection des yeux et du visage': {
    intro:
      'Lunettes de protection, surlunettes et écrans faciaux contre les projections de liquides et les particules.',
    characteristics: [
      ['Oculaire', 'polycarbonate incolore, traitement antibuée et antirayure'],
      ['Filtre UV', '2C-1,2'],
      ['Résistance mécanique', 'impact à faible énergie (F)'],
      ['Protection', 'gouttelettes et projections de liquides (3)'],
      ['Normes', 'EN 166, EN 170'],
      ['Poids', '28 g (lunettes), 210 g (écran facial)'],
    ],
    notes: [
      "Porter des lunettes à protection latérale dès l'entrée dans le laboratoire.",
      'Les surlunettes se portent par-dessus des lunettes de vue.',
      "Nettoyer l'oculaire à l'eau savonneuse, sans solvant.",
    ],
  },
  'Protection du corps': {
    intro:
      'Blouses de laboratoire, combinaisons, tabliers et surchaussures pour protéger la peau et les vêtements.',
    characteristics: [
      ['Matière', 'polyester/coton 65/35, 210 g/m²'],
      ['Fermeture', 'boutons-pression dissimulés'],
      ['Poignets', 'élastiqués ou à revers'],
      ['Tailles', 'XS à 3XL'],
      ['Entretien', 'lavable à 60 °C'],
      ['Normes (combinaisons)', 'EN 13034 type 6, EN ISO 13982-1 type 5'],
    ],
    notes: [
      'La blouse se porte fermée, manches baissées, et ne sort pas du laboratoire.',
      'Retirer immédiatement un vêtement imprégné de produit chimique.',
      'Laver les blouses du laboratoire séparément du linge personnel.',
    ],
  },
  'Protection respiratoire': {
    intro:
      'Masques chirurgicaux, masques filtrants FFP, demi-masques et cartouches contre les poussières, les aérosols et les vapeurs.',
    characteristics: [
      ['Classe de filtration', 'FFP2 (94 %) ou FFP3 (99 %)'],
      ['Soupape expiratoire', 'oui, faible résistance'],
      ['Cartouches (demi-masque)', 'A2 vapeurs organiques, B, E, K, P3'],
      ['Barrette nasale', 'aluminium, ajustable'],
      ['Normes', 'EN 149 + A1, EN 140, EN 14387'],
      ['Durée de port', 'un poste de travail (NR, non réutilisable)'],
    ],
    notes: [
      "Vérifier l'étanchéité au visage à chaque mise en place du masque.",
      "Un masque filtrant ne protège pas d'un manque d'oxygène.",
      "Remplacer les cartouches selon la durée indiquée ou dès que l'odeur est perçue.",
    ],
  },
  'Sécurité du laboratoire': {
    intro:
      "Douches de sécurité, rince-œil, absorbants, kits antidéversement et trousses de secours pour réagir vite en cas d'accident.",
    characteristics: [
      ['Débit de la douche', '60 L/min'],
      ['Rince-œil', 'flacon de 500 ml, solution stérile de chlorure de sodium'],
      ['Capacité du kit antidéversement', '50 L'],
      ['Trousse de secours', '4 à 10 personnes, coffret ABS'],
      ['Normes', 'EN 15154-1 (douches), EN 15154-4 (rince-œil)'],
    ],
    notes: [
      "Rincer l'œil atteint au moins 15 minutes, paupières bien ouvertes.",
      'Tester les douches et les rince-œil chaque semaine et noter le contrôle.',
      'Signaler les équipements de secours et garder leur accès libre.',
    ],
  },
  Pesée: {
    intro:
      'Balances analytiques, de précision et de paillasse, masses étalons et nacelles de pesée.',
    characteristics: [
      ['Portée', '220 g (analytique) à 6 200 g (précision)'],
      ['Lisibilité', '0,1 mg (analytique), 0,01 g (précision)'],
      ['Répétabilité', '± 0,1 mg'],
      ['Étalonnage', 'interne automatique'],
      ['Plateau', 'inox, diamètre 90 mm'],
      ['Interfaces', 'USB, RS-232'],
    ],
    notes: [
      "Installer la balance sur une table stable, à l'abri des courants d'air et des vibrations.",
      'Laisser la balance sous tension 30 minutes avant une pesée analytique.',
      'Manipuler les masses étalons avec des pinces, jamais à mains nues.',
    ],
  },
  Électrochimie: {
    intro: 'pH-mètres de paillasse et portables, conductimètres, électrodes et solutions tampons.',
    characteristics: [
      ['Plage de mesure pH', '-2,00 à 16,00'],
      ['Résolution', '0,01 pH, 0,1 mV'],
      ['Exactitude', '± 0,01 pH'],
      ['Étalonnage', "jusqu'à 5 points, reconnaissance automatique des tampons"],
      ['Compensation de température', 'automatique, 0 à 100 °C'],
      ['Électrode', 'combinée, corps verre, électrolyte KCl 3 mol/l'],
    ],
    notes: [
      "Conserver l'électrode dans sa solution de stockage, jamais dans l'eau distillée.",
      'Étalonner chaque jour avec des tampons encadrant les valeurs mesurées.',
      "Rincer l'électrode à l'eau déminéralisée entre deux mesures.",
    ],
  },
  Température: {
    intro:
      'Thermomètres à liquide et électroniques, sondes et enregistreurs pour mesurer et suivre les températures.',
    characteristics: [
      ['Étendue de mesure', '-50 °C à +300 °C'],
      ['Résolution', '0,1 °C'],
      ['Exactitude', '± 0,3 °C de -20 à +100 °C'],
      ['Sonde', 'Pt100 inox, diamètre 3 mm, longueur 150 mm'],
      ['Enregistrement', "jusqu'à 32 000 valeurs"],
      ['Étanchéité', 'IP 65'],
    ],
    notes: [
      'Immerger la sonde sur au moins dix fois son diamètre pour une mesure juste.',
      'Les thermomètres à liquide sont sans mercure : liquide organique coloré.',
      'Faire vérifier les enregistreurs chaque année contre un étalon raccordé.',
    ],
  },
  'Analyse optique': {
    intro:
      "Spectrophotomètres, réfractomètres, turbidimètres et densimètres pour l'analyse des solutions.",
    characteristics: [
      ["Plage de longueur d'onde", '190 à 1 100 nm'],
      ['Largeur de bande', '2 nm'],
      ['Exactitude photométrique', '± 0,005 A'],
      ['Indice de réfraction', '1,3000 à 1,7000 nD'],
      ['Cuves', 'trajet optique 10 mm, verre optique ou quartz'],
      ['Lampes', 'deutérium et tungstène-halogène'],
    ],
    notes: [
      'Laisser chauffer les lampes 15 minutes avant les mesures.',
      'Tenir les cuves par leurs faces dépolies et essuyer les faces optiques.',
      "Faire le blanc avec le solvant de l'échantillon.",
    ],
  },
  "Mesures d'environnement": {
    intro:
      'Hygromètres, luxmètres, sonomètres, anémomètres, chronomètres et minuteurs pour contrôler les conditions de travail.',
    characteristics: [
      ['Humidité relative', '0 à 100 % HR, ± 2 % HR'],
      ['Éclairement', '0 à 100 000 lx'],
      ['Niveau sonore', '30 à 130 dB(A)'],
      ["Vitesse d'air", '0,2 à 30 m/s'],
      ['Chronomètre', 'résolution 1/100 s, mémoire 30 temps'],
      ['Alimentation', 'piles AAA ou pile bouton CR2032'],
    ],
    notes: [
      "Laisser l'appareil s'adapter 10 minutes à l'ambiance avant de mesurer.",
      "Retirer les piles d'un appareil rangé pour une longue durée.",
      "Faire vérifier l'étalonnage chaque année pour un usage réglementaire.",
    ],
  },
  Acides: {
    intro:
      'Acides minéraux et organiques en solution, qualité analyse ou usage courant, en flacon verre ou PEHD.',
    characteristics: [
      ['Exemples', 'acide chlorhydrique 37 %, acide sulfurique 96 %, acide nitrique 65 %'],
      ['Qualité', 'pour analyse (ACS, ISO, Reag. Ph. Eur.)'],
      ['Conditionnement', '500 ml, 1 L, 2,5 L'],
      ['Stockage', 'armoire ventilée pour corrosifs, sur bac de rétention'],
      ['Pictogrammes', 'SGH05 corrosion, SGH07'],
    ],
    notes: [
      "Toujours verser l'acide dans l'eau, jamais l'eau dans l'acide.",
      'Manipuler sous sorbonne avec gants, lunettes et blouse.',
      "Stocker à l'écart des bases, des oxydants et des métaux.",
    ],
  },
  Bases: {
    intro:
      'Hydroxydes en pastilles ou en solution, ammoniaque et solutions de soude titrées ou non.',
    characteristics: [
      ['Exemples', 'hydroxyde de sodium en pastilles, soude 30 %, ammoniaque 28 %'],
      ['Pureté', '98 % min. (pastilles)'],
      ['Conditionnement', '500 g, 1 kg, 1 L, 5 L'],
      ['Stockage', "flacon bien fermé, à l'abri de l'air (absorbe le CO2)"],
      ['Pictogrammes', 'SGH05 corrosion'],
    ],
    notes: [
      'La dissolution de la soude dégage beaucoup de chaleur : ajouter les pastilles peu à peu.',
      'Les bases attaquent la peau et les yeux : lunettes et gants obligatoires.',
      'Ne pas stocker de solution de soude en flacon verre rodé (bouchon grippé).',
    ],
  },
  Solvants: {
    intro:
      'Solvants organiques de qualité analyse, HPLC ou usage courant : alcools, cétones, nitriles et hydrocarbures.',
    characteristics: [
      ['Exemples', 'éthanol 96 %, acétone, méthanol, acétonitrile, heptane'],
      ['Qualité', 'pour analyse, HPLC, technique'],
      ['Teneur en eau', '< 0,05 % (qualité HPLC)'],
      ['Conditionnement', '1 L, 2,5 L, bidon 5 L ou 10 L'],
      ['Point éclair', 'de -20 °C (acétone) à 13 °C (éthanol)'],
      ['Pictogrammes', 'SGH02 inflammable, SGH07, SGH08 selon le produit'],
    ],
    notes: [
      'Stocker en armoire de sécurité pour produits inflammables.',
      "Travailler sous sorbonne, loin de toute flamme ou source d'étincelles.",
      'Collecter les déchets de solvants dans des bidons séparés, halogénés ou non.',
    ],
  },
  'Sels et réactifs minéraux': {
    intro:
      'Sels, oxydes et réactifs minéraux en poudre ou en cristaux pour la préparation des solutions.',
    characteristics: [
      ['Exemples', 'chlorure de sodium, sulfate de cuivre, permanganate de potassium'],
      ['Pureté', '99 % min. (qualité analyse)'],
      ['Forme', 'poudre, cristaux ou granulés'],
      ['Conditionnement', '100 g, 250 g, 500 g, 1 kg'],
      ['Stockage', "au sec, flacon fermé, à l'abri de la lumière pour les sels d'argent"],
    ],
    notes: [
      'Lire la fiche de données de sécurité avant la première utilisation.',
      'Éviter de soulever de la poussière : peser sous hotte ou dans une enceinte.',
      'Séparer les oxydants (permanganate, nitrates) des produits combustibles.',
    ],
  },
  'Indicateurs et colorants': {
    intro: 'Indicateurs colorés de pH, papiers indicateurs et colorants pour la microscopie.',
    characteristics: [
      ['Exemples', 'bleu de bromothymol, phénolphtaléine, hélianthine, bleu de méthylène'],
      ['Zone de virage', 'pH 6,0 à 7,6 (bleu de bromothymol)'],
      ['Forme', "solution prête à l'emploi ou poudre"],
      ['Conditionnement', 'flacon compte-gouttes 30 ml à 100 ml'],
      ['Papiers', 'pH 1 à 14, rouleau de 5 m'],
    ],
    notes: [
      "Certaines solutions contiennent de l'éthanol : tenir à l'écart des flammes.",
      'Les colorants tachent durablement : porter gants et blouse.',
      "Refermer les flacons après usage pour éviter l'évaporation.",
    ],
  },
  'Solutions titrées et étalons': {
    intro: 'Solutions titrées pour le dosage, étalons pour la spectrométrie et eaux purifiées.',
    characteristics: [
      ['Exemples', 'acide chlorhydrique 0,1 mol/l, soude 1 mol/l, étalon de conductivité'],
      ['Incertitude du titre', '± 0,2 %'],
      ['Traçabilité', "certificat d'analyse par lot"],
      ['Conditionnement', '500 ml, 1 L, 2,5 L'],
      ['Conservation', '24 mois avant ouverture, 20 °C'],
    ],
    notes: [
      "Noter la date d'ouverture sur le flacon et respecter la durée d'utilisation.",
      "Ne jamais reverser une solution prélevée dans son flacon d'origine.",
      "Conserver à l'abri de la chaleur et bien fermé.",
    ],
  },
};

// Data: the equipment side of the demo catalogue tree (see catalogue-tree-spec.ts).
import { leaf, same, type TopCategorySpec, type Variant } from './catalogue-tree-spec';

const DIGITAL_OR_ANALOG: readonly Variant[] = [
  ['numériques', 'numérique'],
  ['analogiques', 'analogique'],
];

export const appareillage: TopCategorySpec = {
  label: 'Appareillage',
  weight: 1,
  about: [
    "Livré avec son cordon d'alimentation et une notice d'utilisation en français.",
    "Garantie constructeur de deux ans, pièces et main-d'œuvre.",
    'Appareil conforme aux directives européennes, alimentation 230 V.',
    'Surfaces lisses faciles à nettoyer et à décontaminer.',
  ],
  subCategories: [
    {
      label: 'Agitation',
      brands: ['Heidolph', 'IKA', 'Stuart', 'Velp'],
      packs: ['Unité'],
      about: [
        'Réglage de la vitesse précis et reproductible, démarrage progressif sans projection.',
        'Moteur sans balai ne nécessitant aucun entretien.',
      ],
      variants: DIGITAL_OR_ANALOG,
      leaves: [
        leaf(
          'Agitateurs magnétiques',
          ['Agitateur magnétique', 'Agitateur magnétique chauffant'],
          [
            ['plateau inox', 'plateau céramique', 'plateau aluminium'],
            ['capacité 5 L', 'capacité 10 L', 'capacité 20 L'],
          ],
          [190, 1450],
        ),
        leaf(
          'Agitateurs à hélice',
          ['Agitateur à hélice'],
          [
            ['couple 40 N.cm', 'couple 60 N.cm', 'couple 100 N.cm'],
            ['capacité 20 L', 'capacité 40 L'],
          ],
          [520, 2700],
        ),
        leaf(
          'Agitateurs vortex',
          ['Agitateur vortex'],
          [
            ['mode touche', 'mode continu et touche'],
            ["jusqu'à 2 500 tr/min", "jusqu'à 3 000 tr/min"],
          ],
          [180, 720],
        ),
        leaf(
          'Agitateurs orbitaux',
          ['Agitateur orbital', 'Agitateur va-et-vient'],
          [['plateau 30 x 30 cm', 'plateau 45 x 45 cm', 'plateau 60 x 50 cm']],
          [850, 4300],
        ),
        leaf(
          'Barreaux aimantés',
          ['Barreau aimanté PTFE'],
          [['10 x 6 mm', '20 x 6 mm', '25 x 8 mm', '40 x 8 mm', '50 x 8 mm']],
          [2.4, 19],
          {
            packs: ['Unité', 'Lot de 5', 'Lot de 10'],
            variants: [
              ['cylindriques', 'cylindrique'],
              ['ovales', 'ovale'],
              ['triangulaires', 'triangulaire'],
            ],
          },
        ),
      ],
    },
    {
      label: 'Chauffage',
      brands: ['Memmert', 'Thermo Scientific', 'Stuart', 'Grant'],
      packs: ['Unité'],
      about: [
        'Régulation électronique de la température et sécurité contre la surchauffe.',
        'Affichage de la consigne et de la température réelle.',
      ],
      variants: [
        ['numériques', 'numérique'],
        ['programmables', 'programmable'],
      ],
      leaves: [
        leaf(
          'Plaques chauffantes',
          ['Plaque chauffante'],
          [
            ['plateau céramique', 'plateau aluminium', 'plateau vitrocéramique'],
            ['18 x 18 cm', '20 x 20 cm', '30 x 30 cm'],
          ],
          [150, 1100],
        ),
        leaf(
          'Bains-marie',
          ['Bain-marie', 'Bain-marie à agitation'],
          [['5 L', '12 L', '22 L', '29 L']],
          [420, 2300],
        ),
        leaf(
          'Étuves',
          ['Étuve universelle', 'Étuve de séchage'],
          [
            ['ventilation naturelle', 'convection forcée'],
            ['32 L', '53 L', '108 L', '161 L'],
          ],
          [900, 5200],
        ),
        leaf(
          'Chauffe-ballons',
          ['Chauffe-ballon'],
          [
            ['250 ml', '500 ml', '1000 ml', '2000 ml'],
            ['', 'avec régulateur'],
          ],
          [160, 780],
        ),
        leaf(
          'Fours à moufle',
          ['Four à moufle'],
          [
            ['3 L', '5 L', '9 L'],
            ['1 100 °C', '1 200 °C'],
          ],
          [1500, 6800],
        ),
      ],
    },
    {
      label: 'Centrifugation',
      brands: ['Hettich', 'Eppendorf', 'Thermo Scientific'],
      packs: ['Unité'],
      about: [
        'Verrouillage du couvercle et détection du déséquilibre pour un travail en sécurité.',
        'Rotors et nacelles interchangeables sans outil.',
      ],
      variants: [
        ['à rotor fixe', 'à rotor fixe'],
        ['à rotor interchangeable', 'à rotor interchangeable'],
      ],
      leaves: [
        leaf(
          'Centrifugeuses de paillasse',
          ['Centrifugeuse de paillasse'],
          [
            ['6 places', '12 places', '24 places'],
            ['4 000 tr/min', '6 000 tr/min', '15 000 tr/min'],
          ],
          [900, 7800],
        ),
        leaf(
          'Microcentrifugeuses',
          ['Microcentrifugeuse'],
          [
            ['12 x 1,5/2 ml', '24 x 1,5/2 ml'],
            ['13 300 tr/min', '15 000 tr/min'],
          ],
          [450, 3200],
        ),
        leaf(
          'Centrifugeuses réfrigérées',
          ['Centrifugeuse réfrigérée'],
          [['24 x 1,5 ml', '6 x 250 ml', '4 x 750 ml']],
          [6500, 18000],
        ),
        leaf(
          'Rotors',
          ['Rotor angulaire', 'Rotor libre'],
          [['24 x 2 ml', '8 x 15 ml', '6 x 50 ml', '4 x 100 ml']],
          [380, 2400],
          { variants: [] },
        ),
      ],
    },
    {
      label: 'Distillation et évaporation',
      brands: ['Büchi', 'Heidolph', 'IKA'],
      packs: ['Unité'],
      about: [
        'Raccords et joints compatibles avec la plupart des solvants usuels.',
        'Verrerie en verre borosilicaté 3.3 livrée avec le kit de montage.',
      ],
      leaves: [
        leaf(
          'Évaporateurs rotatifs',
          ['Évaporateur rotatif'],
          [
            ['réfrigérant vertical', 'réfrigérant diagonal'],
            ['bain 1 L', 'bain 4 L'],
          ],
          [2800, 9800],
          { variants: same('à levée manuelle', 'à levée motorisée') },
        ),
        leaf(
          'Pompes à vide',
          ['Pompe à vide à membrane', 'Pompe à vide à palettes'],
          [
            ['1,2 m³/h', '2 m³/h', '4 m³/h'],
            ['vide limite 8 mbar', 'vide limite 2 mbar'],
          ],
          [650, 3400],
          {
            variants: [
              ['sèches', 'sèche'],
              ['avec séparateur', 'avec séparateur'],
            ],
          },
        ),
        leaf(
          "Distillateurs d'eau",
          ["Distillateur d'eau"],
          [['2 L/h', '4 L/h', '8 L/h']],
          [900, 3800],
          { variants: same('en verre', 'en acier inoxydable') },
        ),
        leaf('Contrôleurs de vide', ['Contrôleur de vide'], [['', 'avec vanne']], [480, 1600]),
      ],
    },
    {
      label: 'Thermostatisation',
      brands: ['Julabo', 'Grant', 'Thermo Scientific'],
      packs: ['Unité'],
      about: ['Stabilité de température de ±0,01 °C à ±0,1 °C selon le modèle.'],
      leaves: [
        leaf(
          'Cryothermostats',
          ['Cryothermostat'],
          [
            ['-20 °C', '-40 °C'],
            ['cuve 6 L', 'cuve 10 L'],
          ],
          [3200, 9800],
          { variants: same('à refroidissement par air', 'à refroidissement par eau') },
        ),
        leaf(
          'Thermostats à circulation',
          ['Thermostat à circulation'],
          [
            ["jusqu'à 150 °C", "jusqu'à 200 °C"],
            ['cuve 8 L', 'cuve 13 L'],
          ],
          [1400, 5200],
          { variants: same('à immersion', 'avec cuve') },
        ),
        leaf(
          'Blocs chauffants',
          ['Bloc chauffant sec'],
          [
            ['1 bloc', '2 blocs', '4 blocs'],
            ['pour tubes 1,5 ml', 'pour tubes 15 ml'],
          ],
          [380, 1900],
          {
            variants: [
              ['numériques', 'numérique'],
              ['programmables', 'programmable'],
            ],
          },
        ),
      ],
    },
  ],
};

export const mesuresPhysiques: TopCategorySpec = {
  label: 'Mesures physiques',
  weight: 1,
  about: [
    'Livré avec un certificat de conformité du fabricant.',
    'Étalonnage raccordé COFRAC disponible en option.',
    'Menus et affichage en français, prise en main immédiate.',
  ],
  subCategories: [
    {
      label: 'Pesée',
      brands: ['Mettler Toledo', 'Ohaus', 'Kern', 'Sartorius'],
      packs: ['Unité'],
      about: [
        'Pare-brise en verre et plateau en acier inoxydable amovibles pour le nettoyage.',
        'Interface USB et RS-232 pour la traçabilité des pesées ; fonctions comptage, pourcentage et tare.',
      ],
      leaves: [
        leaf(
          'Balances de précision',
          ['Balance de précision'],
          [
            ['220 g', '620 g', '2 200 g', '4 200 g', '6 200 g'],
            ['lecture 0,1 g', 'lecture 0,01 g', 'lecture 0,001 g'],
          ],
          [320, 2600],
          { variants: same('à calibrage interne', 'à calibrage externe') },
        ),
        leaf(
          'Balances analytiques',
          ['Balance analytique'],
          [
            ['120 g', '220 g', '320 g'],
            ['lecture 0,1 mg', 'lecture 0,01 mg'],
          ],
          [1400, 7800],
          { variants: same('à calibrage interne', 'à calibrage externe') },
        ),
        leaf(
          'Balances de paillasse',
          ['Balance de paillasse', 'Balance compacte'],
          [
            ['600 g', '3 kg', '6 kg', '15 kg', '30 kg'],
            ['lecture 1 g', 'lecture 0,1 g'],
          ],
          [60, 520],
          {
            variants: [
              ['sur secteur', 'sur secteur'],
              ['sur batterie', 'sur batterie'],
            ],
          },
        ),
        leaf(
          'Masses étalons',
          ['Masse étalon'],
          [
            [
              '1 g',
              '2 g',
              '5 g',
              '10 g',
              '20 g',
              '50 g',
              '100 g',
              '200 g',
              '500 g',
              '1 kg',
              '2 kg',
            ],
            ['classe M1', 'classe F1', 'classe E2'],
          ],
          [18, 420],
          { variants: same('en acier inoxydable', 'en laiton') },
        ),
        leaf(
          'Nacelles de pesée',
          ['Nacelle de pesée', 'Coupelle de pesée en aluminium'],
          [['5 ml', '30 ml', '100 ml']],
          [12, 45],
          {
            variants: [
              ['antistatiques', 'antistatique'],
              ['standard', 'standard'],
            ],
            packs: ['Sachet de 500', 'Carton de 1000'],
          },
        ),
      ],
    },
    {
      label: 'Électrochimie',
      brands: ['Hanna Instruments', 'Hach', 'WTW', 'Mettler Toledo'],
      packs: ['Unité'],
      about: [
        "Étalonnage automatique jusqu'à cinq points avec reconnaissance des tampons.",
        'Mémoire des résultats horodatés et export vers un tableur.',
      ],
      leaves: [
        leaf(
          'pH-mètres de paillasse',
          ['pH-mètre de paillasse'],
          [
            ['résolution 0,01 pH', 'résolution 0,001 pH'],
            ['avec électrode combinée', 'avec bras porte-électrode'],
          ],
          [380, 1600],
          { variants: same('monoparamètre', 'multiparamètre') },
        ),
        leaf(
          'pH-mètres portables',
          ['pH-mètre portable étanche'],
          [['IP67'], ['', 'avec mallette de transport']],
          [150, 650],
        ),
        leaf(
          'Conductimètres',
          ['Conductimètre de paillasse', 'Conductimètre portable'],
          [
            ['cellule 2 pôles', 'cellule 4 pôles'],
            ['', 'avec compensation de température'],
          ],
          [250, 1400],
          { variants: same('monoparamètre', 'multiparamètre') },
        ),
        leaf(
          'Électrodes',
          [
            'Électrode pH combinée',
            'Électrode redox',
            'Électrode de référence',
            'Sonde de conductivité',
          ],
          [
            ['corps verre', 'corps époxy'],
            ['connecteur BNC', 'connecteur DIN'],
          ],
          [65, 380],
          { variants: same('à électrolyte liquide', 'à électrolyte gel') },
        ),
        leaf(
          'Solutions tampons',
          [
            'Solution tampon pH 4,01',
            'Solution tampon pH 7,00',
            'Solution tampon pH 10,01',
            'Solution étalon de conductivité 1 413 µS/cm',
          ],
          [['250 ml', '500 ml', '1 L']],
          [9, 45],
          {
            variants: [
              ['colorées', 'colorée'],
              ['incolores', 'incolore'],
            ],
            packs: ['Unité', 'Carton de 6'],
          },
        ),
      ],
    },
    {
      label: 'Température',
      brands: ['Testo', 'Ebro', 'Fluke', 'Amarell'],
      packs: ['Unité'],
      about: [
        'Temps de réponse court et lecture stable, même en bord de plage.',
        "Certificat d'étalonnage en trois points disponible en option.",
      ],
      leaves: [
        leaf(
          'Thermomètres à liquide',
          ['Thermomètre à liquide sans mercure'],
          [
            ['-20 à +50 °C', '-10 à +110 °C', '-10 à +250 °C', '0 à +360 °C'],
            ['immersion totale', 'immersion 76 mm'],
          ],
          [6, 48],
          { variants: same('à remplissage bleu', 'à remplissage rouge') },
        ),
        leaf(
          'Thermomètres électroniques',
          ['Thermomètre numérique à sonde', 'Thermomètre infrarouge sans contact'],
          [['-50 à +300 °C', '-60 à +500 °C', '-50 à +1 000 °C']],
          [25, 340],
          {
            variants: [
              ['étanches', 'étanche'],
              ['standard', 'standard'],
            ],
          },
        ),
        leaf(
          'Enregistreurs de température',
          ['Enregistreur de température', "Enregistreur de température et d'humidité"],
          [['USB', 'Wi-Fi', 'à écran LCD']],
          [45, 420],
          { variants: same('à sonde interne', 'à sonde externe') },
        ),
        leaf(
          'Sondes de température',
          ['Sonde Pt100', 'Sonde thermocouple type K'],
          [['gaine inox 150 mm', 'gaine inox 300 mm', 'à piquer', "d'ambiance"]],
          [35, 220],
        ),
      ],
    },
    {
      label: 'Analyse optique',
      brands: ['Hach', 'Hanna Instruments', 'Anton Paar', 'Kern'],
      packs: ['Unité'],
      about: [
        'Lecture directe des résultats, sans abaque ni calcul.',
        'Méthodes préprogrammées et possibilité de créer ses propres méthodes.',
      ],
      leaves: [
        leaf(
          'Spectrophotomètres',
          ['Spectrophotomètre visible', 'Spectrophotomètre UV-visible'],
          [
            ['simple faisceau', 'double faisceau'],
            ['bande passante 5 nm', 'bande passante 2 nm'],
          ],
          [1800, 9800],
          { variants: same('à balayage', 'à lecture directe') },
        ),
        leaf(
          'Réfractomètres',
          ['Réfractomètre numérique', "Réfractomètre d'Abbe"],
          [['0-32 % Brix', '0-90 % Brix', 'indice 1,300-1,720']],
          [280, 2800],
        ),
        leaf(
          'Turbidimètres',
          ['Turbidimètre portable', 'Turbidimètre de paillasse'],
          [['0-1 000 NTU', '0-4 000 NTU']],
          [650, 3200],
        ),
        leaf(
          'Densimètres',
          ['Densimètre en verre', 'Aréomètre Baumé'],
          [
            ['0,700-0,800 g/ml', '0,800-0,900 g/ml', '1,000-1,100 g/ml', '1,100-1,200 g/ml'],
            ['', 'avec thermomètre'],
          ],
          [12, 65],
          { variants: same('avec certificat', 'sans certificat') },
        ),
      ],
    },
    {
      label: "Mesures d'environnement",
      brands: ['Testo', 'Fluke', 'Ebro'],
      packs: ['Unité'],
      about: ['Appareil compact livré avec piles et étui de protection.'],
      leaves: [
        leaf(
          'Hygromètres',
          ['Thermo-hygromètre numérique', 'Hygromètre à cheveu'],
          [['', 'avec alarme', 'avec mémoire mini/maxi']],
          [22, 160],
        ),
        leaf(
          'Luxmètres et sonomètres',
          ['Luxmètre numérique', 'Sonomètre classe 2'],
          [['', 'avec sortie USB']],
          [80, 650],
        ),
        leaf(
          'Chronomètres et minuteurs',
          ['Chronomètre numérique', 'Minuteur de laboratoire 3 voies'],
          [['alarme sonore', 'alarme sonore et lumineuse']],
          [9, 45],
          { packs: ['Unité', 'Lot de 5'] },
        ),
        leaf(
          'Anémomètres',
          ['Anémomètre à hélice', 'Anémomètre à fil chaud'],
          [['0,4-30 m/s', '0-20 m/s']],
          [60, 480],
        ),
      ],
    },
  ],
};

export const mobilierDeLaboratoire: TopCategorySpec = {
  label: 'Mobilier de laboratoire',
  weight: 0.5,
  about: [
    'Livraison et montage sur site sur devis.',
    'Dimensions et finitions sur mesure possibles, nous consulter.',
    'Structure en acier revêtue de peinture époxy résistante aux produits chimiques.',
  ],
  subCategories: [
    {
      label: 'Paillasses et tables',
      brands: ['Köttermann', 'Waldner', 'Treston', 'Bott'],
      packs: ['Unité'],
      about: ['Pieds réglables pour compenser les irrégularités du sol.'],
      leaves: [
        leaf(
          'Paillasses',
          ['Paillasse murale', 'Paillasse centrale'],
          [['1 200 x 750 mm', '1 500 x 750 mm', '1 800 x 750 mm', '2 400 x 900 mm']],
          [1200, 6800],
          {
            variants: same(
              'plan en céramique',
              'plan en résine époxy',
              'plan en stratifié compact',
            ),
          },
        ),
        leaf(
          'Tables de laboratoire',
          ['Table de laboratoire', 'Table de pesée antivibration'],
          [['1 000 x 600 mm', '1 200 x 750 mm', '1 500 x 750 mm']],
          [450, 3200],
          { variants: same('à hauteur fixe', 'à hauteur réglable') },
        ),
        leaf(
          'Dessertes et chariots',
          ['Desserte de laboratoire', 'Chariot inox 2 plateaux', 'Chariot inox 3 plateaux'],
          [['600 x 400 mm', '800 x 500 mm', '1 000 x 600 mm']],
          [150, 780],
        ),
      ],
    },
    {
      label: 'Sorbonnes et hottes',
      brands: ['Erlab', 'Waldner', 'Köttermann'],
      packs: ['Unité'],
      about: [
        'Contrôleur de débit avec alarme visuelle et sonore.',
        'Conforme à la norme NF EN 14175 ; essais de réception réalisables sur site.',
      ],
      leaves: [
        leaf(
          'Sorbonnes',
          ['Sorbonne de laboratoire'],
          [
            ['largeur 1 200 mm', 'largeur 1 500 mm', 'largeur 1 800 mm'],
            ['extraction raccordée', 'à filtration'],
          ],
          [6500, 18000],
          { variants: same('à guillotine verticale', 'à guillotine combinée') },
        ),
        leaf(
          'Hottes à filtration',
          ['Hotte à filtration'],
          [
            ['largeur 800 mm', 'largeur 1 000 mm', 'largeur 1 200 mm'],
            ['filtre charbon actif', 'filtre HEPA'],
          ],
          [2800, 8500],
        ),
        leaf(
          'Postes de sécurité microbiologique',
          ['Poste de sécurité microbiologique classe II'],
          [['largeur 1 200 mm', 'largeur 1 500 mm', 'largeur 1 800 mm']],
          [6800, 14500],
        ),
        leaf(
          "Bras d'aspiration",
          ["Bras d'aspiration articulé"],
          [
            ['Ø 50 mm', 'Ø 75 mm'],
            ['longueur 1 000 mm', 'longueur 1 500 mm'],
          ],
          [380, 1400],
        ),
      ],
    },
    {
      label: 'Stockage de sécurité',
      brands: ['Asecos', 'Düperthal'],
      packs: ['Unité'],
      about: [
        'Fermeture automatique des portes et raccord pour extraction.',
        'Conforme à la norme EN 14470-1.',
      ],
      leaves: [
        leaf(
          'Armoires pour produits inflammables',
          ['Armoire de sécurité pour produits inflammables'],
          [
            ['type 30 minutes', 'type 90 minutes'],
            ['1 porte', '2 portes'],
            ['sous paillasse', 'hauteur 1 950 mm'],
          ],
          [1600, 6900],
          { variants: same('à portes battantes', 'à portes pliantes') },
        ),
        leaf(
          'Armoires pour produits corrosifs',
          ['Armoire pour acides et bases'],
          [
            ['largeur 600 mm', 'largeur 1 100 mm'],
            ['', 'ventilée'],
          ],
          [1100, 3900],
        ),
        leaf(
          'Armoires pour bouteilles de gaz',
          ['Armoire pour bouteilles de gaz'],
          [['2 bouteilles de 50 L', '4 bouteilles de 50 L']],
          [3200, 8200],
        ),
        leaf(
          'Bacs de rétention',
          ['Bac de rétention'],
          [['20 L', '40 L', '120 L', '220 L']],
          [35, 480],
          { variants: same('en PE', 'en acier galvanisé') },
        ),
      ],
    },
    {
      label: 'Sièges de laboratoire',
      brands: ['Bimos', 'Treston'],
      packs: ['Unité'],
      about: ['Assise et dossier réglables, vérin à gaz certifié.'],
      leaves: [
        leaf(
          'Tabourets',
          ['Tabouret de laboratoire'],
          [
            ['hauteur 450-650 mm', 'hauteur 580-850 mm'],
            ['assise polyuréthane', 'assise similicuir'],
          ],
          [95, 380],
          { variants: same('sur patins', 'sur roulettes') },
        ),
        leaf(
          'Chaises de laboratoire',
          ['Chaise de laboratoire', 'Siège assis-debout'],
          [
            ['assise polyuréthane', 'assise tissu'],
            ['', 'avec repose-pieds'],
          ],
          [180, 720],
        ),
        leaf(
          'Sièges antistatiques',
          ['Siège ESD'],
          [['hauteur 450-650 mm', 'hauteur 580-850 mm']],
          [280, 690],
        ),
      ],
    },
    {
      label: 'Rangement',
      brands: ['Bott', 'Treston', 'Kartell'],
      packs: ['Unité'],
      about: ['Livré à plat avec notice de montage.'],
      leaves: [
        leaf(
          'Étagères et rayonnages',
          ['Étagère inox', 'Rayonnage en acier'],
          [
            ['4 niveaux', '5 niveaux'],
            ['1 000 x 500 mm', '1 200 x 600 mm'],
          ],
          [180, 950],
        ),
        leaf(
          'Armoires de rangement',
          ['Armoire de rangement', 'Armoire vestiaire'],
          [
            ['1 porte', '2 portes'],
            ['hauteur 1 000 mm', 'hauteur 1 950 mm'],
          ],
          [260, 1300],
        ),
        leaf('Égouttoirs', ['Égouttoir mural'], [['27 tiges', '52 tiges', '72 tiges']], [25, 160], {
          variants: same('en PP', 'en PS'),
        }),
        leaf(
          'Bacs de rangement',
          ['Bac de rangement empilable'],
          [
            ['petit modèle', 'moyen modèle', 'grand modèle'],
            ['bleu', 'rouge', 'jaune', 'vert', 'transparent'],
          ],
          [2.5, 18],
          { packs: ['Unité', 'Lot de 10'] },
        ),
      ],
    },
  ],
};

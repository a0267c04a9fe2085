// Data: the consumables, glassware and safety side of the demo catalogue tree
// (see catalogue-tree-spec.ts).
import { leaf, same, type TopCategorySpec, type Variant } from './catalogue-tree-spec';

const STERILITY: readonly Variant[] = [
  ['stériles', 'stérile'],
  ['non stériles', 'non stérile'],
];
const GLOVE_SIZES = ['taille XS', 'taille S', 'taille M', 'taille L', 'taille XL'];
const GARMENT_SIZES = ['taille S', 'taille M', 'taille L', 'taille XL', 'taille XXL'];

export const consommables: TopCategorySpec = {
  label: 'Consommables',
  weight: 1.4,
  about: [
    'Fabriqué sous système qualité ISO 9001, numéro de lot sur chaque emballage.',
    "Stocker à l'abri de la lumière, de la chaleur et de l'humidité.",
    'Produit à usage unique : ne pas réutiliser après contact avec un échantillon.',
  ],
  subCategories: [
    {
      label: 'Pipetage',
      brands: ['Eppendorf', 'Gilson', 'Brand', 'Sarstedt'],
      packs: ['Sachet de 1000'],
      about: [
        'Compatible avec la plupart des micropipettes du marché.',
        'Exempt de DNase, de RNase et de pyrogènes, certifié par lot.',
      ],
      leaves: [
        leaf(
          'Cônes de pipette',
          ['Cône de pipette'],
          [
            ['0,1-10 µl', '2-200 µl', '100-1000 µl', '1-5 ml'],
            ['incolore', 'jaune', 'bleu'],
          ],
          [6, 65],
          {
            packs: ['Sachet de 1000', 'Rack de 96'],
            variants: [
              ['standard', 'standard'],
              ['à filtre', 'à filtre'],
              ['à faible rétention', 'à faible rétention'],
            ],
          },
        ),
        leaf(
          'Pipettes Pasteur',
          ['Pipette Pasteur'],
          [
            ['150 mm', '230 mm'],
            ['', 'stérile'],
          ],
          [9, 48],
          { packs: ['Boîte de 250', 'Boîte de 1000'], variants: same('en verre', 'en PE') },
        ),
        leaf(
          'Pipettes sérologiques',
          ['Pipette sérologique'],
          [
            ['1 ml', '2 ml', '5 ml', '10 ml', '25 ml', '50 ml'],
            ['emballage individuel', 'emballage par 25'],
          ],
          [14, 70],
          { packs: ['Carton de 200', 'Carton de 500'], variants: STERILITY },
        ),
        leaf(
          'Micropipettes',
          ['Micropipette monocanal', 'Micropipette 8 canaux'],
          [['0,5-10 µl', '2-20 µl', '20-200 µl', '100-1000 µl']],
          [120, 780],
          {
            packs: ['Unité'],
            variants: [
              ['à volume variable', 'à volume variable'],
              ['à volume fixe', 'à volume fixe'],
            ],
          },
        ),
        leaf(
          'Pipeteurs',
          ['Pipeteur électronique', 'Propipette à trois valves'],
          [['pour pipettes de 0,1 à 100 ml']],
          [8, 420],
          { packs: ['Unité'] },
        ),
      ],
    },
    {
      label: 'Tubes et microtubes',
      brands: ['Sarstedt', 'Eppendorf', 'Greiner Bio-One', 'Corning', 'Kartell'],
      packs: ['Sachet de 500'],
      about: [
        'Résistant à la centrifugation et aux températures de -80 °C à +121 °C.',
        'Graduations imprimées lisibles et zone de marquage dépolie.',
      ],
      leaves: [
        leaf(
          'Tubes à essai',
          ['Tube à essai'],
          [
            ['12 x 75 mm', '16 x 100 mm', '16 x 160 mm', '18 x 180 mm'],
            ['bord droit', 'à rebord'],
          ],
          [8, 45],
          {
            packs: ['Boîte de 100', 'Carton de 1000'],
            variants: same('en verre sodocalcique', 'en PS', 'en PP'),
          },
        ),
        leaf(
          'Microtubes',
          ['Microtube à bouchon attaché', 'Microtube à bouchon vissé'],
          [
            ['0,5 ml', '1,5 ml', '2 ml'],
            ['incolore', 'ambré', 'couleurs assorties'],
          ],
          [9, 38],
          {
            packs: ['Sachet de 500', 'Sachet de 1000'],
            variants: [
              ['standard', 'standard'],
              ['à faible rétention', 'à faible rétention'],
              ['stériles', 'stérile'],
            ],
          },
        ),
        leaf(
          'Tubes à centrifuger',
          ['Tube à centrifuger conique'],
          [
            ['15 ml', '50 ml'],
            ['gradué', 'gradué à jupe'],
          ],
          [18, 95],
          { packs: ['Sachet de 50', 'Carton de 500'], variants: STERILITY },
        ),
        leaf(
          'Tubes PCR',
          ['Tube PCR 0,2 ml', 'Barrette de 8 tubes PCR 0,2 ml'],
          [['bouchon plat', 'bouchon bombé']],
          [12, 65],
          {
            variants: [
              ['incolores', 'incolore'],
              ['de couleur', 'de couleur'],
            ],
            packs: ['Sachet de 1000'],
          },
        ),
        leaf(
          'Cryotubes',
          ['Cryotube'],
          [
            ['1 ml', '2 ml', '5 ml'],
            ['filetage interne', 'filetage externe'],
          ],
          [22, 85],
          { variants: same('à jupe', 'à fond rond'), packs: ['Sachet de 50', 'Sachet de 500'] },
        ),
      ],
    },
    {
      label: 'Filtration',
      brands: ['Whatman', 'Macherey-Nagel', 'Sartorius'],
      packs: ['Boîte de 100'],
      about: [
        'Rétention et débit contrôlés lot par lot.',
        'Faible taux de cendres, adapté aux analyses gravimétriques.',
      ],
      leaves: [
        leaf(
          'Papiers filtres',
          ['Papier filtre qualitatif', 'Papier filtre quantitatif'],
          [
            ['Ø 70 mm', 'Ø 90 mm', 'Ø 110 mm', 'Ø 125 mm', 'Ø 150 mm'],
            ['filtration rapide', 'filtration moyenne', 'filtration lente'],
          ],
          [4, 48],
          {
            variants: [
              ['plissés', 'plissé'],
              ['plans', 'plan'],
            ],
          },
        ),
        leaf(
          'Filtres seringue',
          ['Filtre seringue'],
          [
            ['Ø 13 mm', 'Ø 25 mm', 'Ø 33 mm'],
            ['0,22 µm', '0,45 µm'],
          ],
          [45, 190],
          {
            packs: ['Boîte de 100', 'Carton de 500'],
            variants: same('en PTFE', 'en nylon', 'en PES', 'en acétate de cellulose'),
          },
        ),
        leaf(
          'Membranes filtrantes',
          ['Membrane filtrante'],
          [
            ['Ø 25 mm', 'Ø 47 mm', 'Ø 90 mm'],
            ['0,2 µm', '0,45 µm', '0,8 µm'],
          ],
          [35, 160],
          { variants: same('en nitrate de cellulose', 'en PVDF', 'en fibre de verre') },
        ),
        leaf(
          'Unités de filtration',
          ['Unité de filtration sous vide'],
          [
            ['150 ml', '250 ml', '500 ml', '1000 ml'],
            ['0,22 µm', '0,45 µm'],
          ],
          [55, 210],
          {
            variants: same('en PES', 'en nitrate de cellulose', 'en nylon'),
            packs: ['Carton de 12', 'Carton de 24'],
          },
        ),
      ],
    },
    {
      label: 'Microbiologie',
      brands: ['Sarstedt', 'Greiner Bio-One', 'Corning', 'Thermo Scientific'],
      packs: ['Carton de 500'],
      about: [
        'Stérilisé par irradiation gamma, certificat de stérilité fourni pour chaque lot.',
        'Emballage refermable pour limiter les contaminations.',
      ],
      leaves: [
        leaf(
          'Boîtes de Petri',
          ['Boîte de Petri'],
          [
            ['Ø 55 mm', 'Ø 90 mm', 'Ø 140 mm'],
            ['avec ergots', 'sans ergots'],
          ],
          [28, 140],
          { variants: same('à 1 compartiment', 'à 2 compartiments', 'à 3 compartiments') },
        ),
        leaf(
          'Anses et étaleurs',
          ["Anse d'inoculation", 'Étaleur en L'],
          [['1 µl', '10 µl'], ['stérile']],
          [14, 120],
          { variants: same('en PS', 'en PP'), packs: ['Sachet de 20', 'Carton de 1000'] },
        ),
        leaf(
          'Écouvillons',
          ['Écouvillon'],
          [
            ['coton', 'viscose', 'floqué'],
            ['tige bois', 'tige plastique'],
          ],
          [12, 60],
          { packs: ['Sachet de 100', 'Carton de 1000'], variants: STERILITY },
        ),
        leaf(
          'Flacons de culture',
          ['Flacon de culture cellulaire'],
          [
            ['25 cm²', '75 cm²', '175 cm²'],
            ['bouchon ventilé', 'bouchon plein'],
          ],
          [60, 260],
          {
            variants: same('à col droit', 'à col incliné'),
            packs: ['Carton de 50', 'Carton de 100'],
          },
        ),
      ],
    },
    {
      label: 'Hygiène de paillasse',
      brands: ['Kimtech', 'Parafilm', 'Honeywell'],
      packs: ['Unité', 'Carton de 6'],
      about: ['Adapté aux environnements de laboratoire et aux salles propres.'],
      leaves: [
        // Hydroalcoholic gel kept the reduced 5.5 % VAT rate in France; the demo shows it.
        leaf(
          'Gels hydroalcooliques',
          ['Gel hydroalcoolique'],
          [
            ['100 ml', '500 ml', '1 L', '5 L'],
            ['', 'avec pompe doseuse'],
          ],
          [2.9, 38],
          { packs: ['Unité', 'Carton de 12'], vatRate: 5.5 },
        ),
        leaf(
          'Lingettes désinfectantes',
          ['Lingettes désinfectantes'],
          [
            ['boîte distributrice', 'recharge'],
            ['100 lingettes', '200 lingettes'],
          ],
          [7, 26],
        ),
        leaf(
          "Papiers d'essuyage",
          ["Papier d'essuyage de précision", "Bobine d'essuyage"],
          [
            ['blanc', 'bleu'],
            ['', 'non pelucheux'],
          ],
          [4, 32],
        ),
        leaf(
          'Films de scellage',
          ['Film de scellage'],
          [['38 m x 50 mm', '75 m x 100 mm']],
          [28, 72],
          { brands: ['Parafilm'], packs: ['Unité'] },
        ),
      ],
    },
  ],
};

export const verrerie: TopCategorySpec = {
  label: 'Verrerie',
  weight: 1.3,
  about: [
    'Marquage durable, résistant aux lavages répétés.',
    'Compatible avec le lavage en machine de laboratoire.',
    'Conforme aux normes ISO et DIN en vigueur.',
  ],
  subCategories: [
    {
      label: 'Verrerie de laboratoire',
      brands: ['Duran', 'Simax', 'Pyrex', 'Isolab', 'Kartell', 'Vitlab'],
      packs: ['Unité', 'Lot de 10'],
      about: [
        'Le verre borosilicaté 3.3 résiste aux chocs thermiques ; les versions plastiques sont incassables et autoclavables.',
        'Graduations indicatives émaillées et large zone de marquage.',
      ],
      variants: same('en verre borosilicaté', 'en PP', 'en PMP'),
      leaves: [
        leaf(
          'Béchers',
          ['Bécher forme basse', 'Bécher forme haute'],
          [
            [
              '5 ml',
              '10 ml',
              '25 ml',
              '50 ml',
              '100 ml',
              '250 ml',
              '400 ml',
              '600 ml',
              '1000 ml',
              '2000 ml',
              '3000 ml',
              '5000 ml',
            ],
          ],
          [2.5, 60],
        ),
        leaf(
          'Erlenmeyers',
          ['Erlenmeyer col étroit', 'Erlenmeyer col large'],
          [['25 ml', '50 ml', '100 ml', '250 ml', '500 ml', '1000 ml', '2000 ml']],
          [2.8, 45],
        ),
        leaf(
          'Ballons',
          ['Ballon fond rond', 'Ballon fond plat'],
          [['50 ml', '100 ml', '250 ml', '500 ml', '1000 ml', '2000 ml']],
          [6, 58],
          { variants: same('à col rodé', 'à col droit', 'à deux cols', 'à trois cols') },
        ),
        leaf(
          'Cristallisoirs',
          ['Cristallisoir avec bec', 'Cristallisoir sans bec'],
          [['Ø 50 mm', 'Ø 70 mm', 'Ø 95 mm', 'Ø 115 mm', 'Ø 140 mm', 'Ø 190 mm']],
          [4, 38],
        ),
        leaf(
          'Entonnoirs',
          ['Entonnoir à tige courte', 'Entonnoir à tige longue', 'Entonnoir à poudre'],
          [['Ø 35 mm', 'Ø 55 mm', 'Ø 75 mm', 'Ø 100 mm', 'Ø 150 mm']],
          [3, 32],
        ),
      ],
    },
    {
      label: 'Verrerie graduée et jaugée',
      brands: ['Brand', 'Duran', 'Witeg', 'Vitlab', 'Hirschmann'],
      packs: ['Unité', 'Lot de 6'],
      about: [
        "Ajustée « In » ou « Ex » selon l'usage, avec numéro de lot et certificat de lot.",
        'Tolérances conformes à la norme ISO correspondante.',
      ],
      variants: same('classe A', 'classe B'),
      leaves: [
        leaf(
          'Fioles jaugées',
          ['Fiole jaugée'],
          [
            [
              '10 ml',
              '25 ml',
              '50 ml',
              '100 ml',
              '200 ml',
              '250 ml',
              '500 ml',
              '1000 ml',
              '2000 ml',
            ],
            ['bouchon PE', 'bouchon PP', 'bouchon verre'],
          ],
          [7, 70],
        ),
        leaf(
          'Éprouvettes graduées',
          ['Éprouvette graduée forme haute', 'Éprouvette graduée forme basse'],
          [
            ['10 ml', '25 ml', '50 ml', '100 ml', '250 ml', '500 ml', '1000 ml', '2000 ml'],
            ['pied hexagonal', 'pied rond'],
          ],
          [5, 85],
        ),
        leaf(
          'Pipettes jaugées',
          ['Pipette jaugée à un trait', 'Pipette jaugée à deux traits'],
          [['1 ml', '2 ml', '5 ml', '10 ml', '20 ml', '25 ml', '50 ml', '100 ml']],
          [4, 28],
          { packs: ['Unité', 'Lot de 12'] },
        ),
        leaf(
          'Pipettes graduées',
          ['Pipette graduée'],
          [
            ['1 ml', '2 ml', '5 ml', '10 ml', '25 ml'],
            ['écoulement total', 'écoulement partiel'],
          ],
          [3.5, 18],
          { packs: ['Unité', 'Lot de 12'] },
        ),
        leaf(
          'Burettes',
          ['Burette droite', 'Burette à robinet latéral'],
          [
            ['10 ml', '25 ml', '50 ml'],
            ['robinet verre', 'robinet PTFE'],
          ],
          [28, 140],
          { packs: ['Unité'] },
        ),
      ],
    },
    {
      label: 'Verrerie de filtration',
      brands: ['Duran', 'Witeg', 'Isolab'],
      packs: ['Unité'],
      about: ['Parois épaisses conçues pour le travail sous vide.'],
      leaves: [
        leaf(
          'Fioles à vide',
          ['Fiole à vide'],
          [
            ['250 ml', '500 ml', '1000 ml', '2000 ml', '5000 ml'],
            ['olive en verre', 'olive en PP'],
          ],
          [14, 120],
          { variants: same('en verre borosilicaté', 'en PP') },
        ),
        leaf(
          'Entonnoirs Büchner',
          ['Entonnoir Büchner'],
          [['Ø 45 mm', 'Ø 70 mm', 'Ø 90 mm', 'Ø 110 mm', 'Ø 150 mm']],
          [12, 95],
          { variants: same('en porcelaine', 'en PP') },
        ),
        leaf(
          'Creusets filtrants',
          ['Creuset filtrant'],
          [
            ['30 ml', '50 ml'],
            ['porosité 2', 'porosité 3', 'porosité 4'],
          ],
          [22, 60],
          { variants: same('en verre borosilicaté', 'en porcelaine') },
        ),
        leaf(
          'Rampes de filtration',
          ['Rampe de filtration inox'],
          [['3 postes', '6 postes']],
          [650, 2400],
        ),
      ],
    },
    {
      label: 'Flaconnage',
      brands: ['Duran', 'Kartell', 'Nalgene', 'Witeg'],
      packs: ['Unité', 'Lot de 10'],
      about: [
        'Bouchon à vis GL 45 couramment appelé "bouchon bleu", autoclavable à 121 °C.',
        'Étiquette de sécurité et pictogrammes disponibles en option.',
      ],
      leaves: [
        leaf(
          'Flacons de laboratoire',
          ['Flacon de laboratoire GL 45'],
          [
            ['100 ml', '250 ml', '500 ml', '1000 ml', '2000 ml', '5000 ml'],
            ['', 'avec bouchon haute température'],
          ],
          [4.5, 55],
          {
            variants: [
              ['incolores', 'incolore'],
              ['ambrés', 'ambré'],
              ['à col large', 'à col large'],
            ],
          },
        ),
        leaf(
          'Pissettes',
          ['Pissette col large', 'Pissette col étroit'],
          [
            ['250 ml', '500 ml', '1000 ml'],
            ['', 'imprimée éthanol', 'imprimée acétone', 'imprimée eau distillée'],
          ],
          [2.5, 12],
          { variants: same('en PEBD', 'en PP'), packs: ['Unité', 'Lot de 5'] },
        ),
        leaf(
          'Flacons compte-gouttes',
          ['Flacon compte-gouttes'],
          [
            ['30 ml', '50 ml', '100 ml'],
            ['verre ambré', 'verre incolore'],
          ],
          [3, 11],
          { variants: same('à pipette', 'à réducteur') },
        ),
        leaf(
          'Bidons et jerricans',
          ['Jerrican', 'Bidon à col large'],
          [
            ['5 L', '10 L', '20 L', '25 L'],
            ['', 'avec robinet'],
          ],
          [9, 75],
          { packs: ['Unité'], variants: same('en PEHD', 'en PP') },
        ),
      ],
    },
    {
      label: 'Verrerie de réaction et de distillation',
      brands: ['Duran', 'Witeg', 'Simax', 'Isolab'],
      packs: ['Unité'],
      about: ['Rodages normalisés interchangeables avec toute la verrerie rodée du laboratoire.'],
      leaves: [
        leaf(
          'Réfrigérants',
          [
            'Réfrigérant à boules (Allihn)',
            'Réfrigérant droit (Liebig)',
            'Réfrigérant à serpentin',
          ],
          [
            ['longueur 200 mm', 'longueur 300 mm', 'longueur 400 mm'],
            ['rodage NS 14/23', 'rodage NS 29/32'],
          ],
          [28, 140],
          { variants: same('à olives en verre', 'à olives vissées') },
        ),
        leaf(
          'Ampoules à décanter',
          ['Ampoule à décanter forme poire', 'Ampoule à décanter cylindrique'],
          [
            ['100 ml', '250 ml', '500 ml', '1000 ml', '2000 ml'],
            ['robinet verre', 'robinet PTFE'],
          ],
          [22, 150],
          {
            variants: [
              ['graduées', 'graduée'],
              ['non graduées', 'non graduée'],
            ],
          },
        ),
        leaf(
          'Colonnes de chromatographie',
          ['Colonne de chromatographie'],
          [
            ['Ø 10 mm', 'Ø 20 mm', 'Ø 30 mm'],
            ['longueur 300 mm', 'longueur 450 mm'],
            ['', 'à plaque frittée'],
          ],
          [45, 210],
        ),
        leaf(
          'Dessiccateurs',
          ['Dessiccateur', 'Dessiccateur à vide'],
          [['Ø 150 mm', 'Ø 200 mm', 'Ø 250 mm', 'Ø 300 mm']],
          [60, 340],
          { variants: same('en verre', 'en polycarbonate') },
        ),
      ],
    },
  ],
};

export const hygieneEtSecurite: TopCategorySpec = {
  label: 'Hygiène et sécurité',
  weight: 1,
  about: [
    "À choisir en fonction de l'évaluation des risques du poste de travail.",
    'Fiche technique et déclaration UE de conformité disponibles sur demande.',
  ],
  subCategories: [
    {
      label: 'Protection des mains',
      brands: ['Ansell', 'Shield Scientific', 'Kimtech', 'Delta Plus'],
      packs: ['Boîte de 100', 'Carton de 1000'],
      about: [
        'Équipement de protection individuelle de catégorie III selon le règlement (UE) 2016/425.',
        'Bords roulés et bout des doigts texturé pour une bonne préhension.',
      ],
      leaves: [
        leaf(
          'Gants nitrile',
          ['Gants nitrile non poudrés', 'Gants nitrile longue manchette'],
          [['', 'bleus', 'violets', 'noirs'], GLOVE_SIZES],
          [5.5, 16],
          { variants: same('épaisseur standard', 'renforcés', 'à usage alimentaire') },
        ),
        leaf(
          'Gants latex',
          ['Gants latex poudrés', 'Gants latex non poudrés'],
          [GLOVE_SIZES],
          [5, 14],
          { variants: same('à usage médical', 'à usage industriel') },
        ),
        leaf('Gants vinyle', ['Gants vinyle non poudrés'], [GLOVE_SIZES], [3.5, 9], {
          variants: same('transparents', 'bleus'),
        }),
        leaf(
          'Gants de protection chimique',
          ['Gants néoprène', 'Gants butyle', 'Gants nitrile épais'],
          [['taille 7', 'taille 8', 'taille 9', 'taille 10']],
          [6, 38],
          { variants: same('non doublés', 'floqués'), packs: ['Paire', 'Lot de 12 paires'] },
        ),
        leaf(
          'Gants thermiques',
          ['Gants de protection thermique', 'Gants cryogéniques'],
          [['longueur 300 mm', 'longueur 400 mm']],
          [18, 95],
          { packs: ['Paire'] },
        ),
      ],
    },
    {
      label: 'Protection des yeux et du visage',
      brands: ['Uvex', 'Bollé Safety', 'Honeywell', 'Delta Plus'],
      packs: ['Unité', 'Lot de 10'],
      about: ['Oculaires en polycarbonate conformes à la norme EN 166.'],
      leaves: [
        leaf(
          'Lunettes de protection',
          ['Lunettes de protection', 'Lunettes-masque'],
          [
            ['oculaires incolores', 'oculaires teintés'],
            ['traitement antibuée', 'traitement anti-rayures'],
          ],
          [4.5, 28],
          { variants: same('à branches', 'à bandeau') },
        ),
        leaf('Surlunettes', ['Surlunettes de protection'], [['', 'à branches réglables']], [6, 22]),
        leaf(
          'Écrans faciaux',
          ['Écran facial'],
          [
            ['visière PC', 'visière acétate'],
            ['serre-tête à crémaillère', 'serre-tête élastique'],
          ],
          [14, 65],
        ),
      ],
    },
    {
      label: 'Protection du corps',
      brands: ['Lakeland', 'Delta Plus', 'Honeywell'],
      packs: ['Unité', 'Lot de 5'],
      about: ['Coupe confortable permettant une grande liberté de mouvement.'],
      leaves: [
        leaf(
          'Blouses de laboratoire',
          ['Blouse de laboratoire'],
          [
            ['100 % coton', 'polyester-coton'],
            ['fermeture pressions', 'fermeture boutons'],
            GARMENT_SIZES,
          ],
          [18, 48],
          {
            variants: [
              ['blanches', 'blanche'],
              ['bleues', 'bleue'],
            ],
          },
        ),
        leaf(
          'Combinaisons de protection',
          ['Combinaison de protection type 5/6', 'Combinaison étanche type 4'],
          [GARMENT_SIZES],
          [6, 28],
          { variants: same('à capuche', 'sans capuche') },
        ),
        leaf(
          'Tabliers',
          ['Tablier de protection chimique', 'Tablier en PVC'],
          [['75 x 115 cm', '90 x 120 cm']],
          [9, 45],
        ),
        leaf(
          'Surchaussures',
          ['Surchaussures en PE', 'Surchaussures antidérapantes'],
          [['', 'bleues']],
          [6, 20],
          { packs: ['Sachet de 100', 'Carton de 1000'] },
        ),
      ],
    },
    {
      label: 'Protection respiratoire',
      brands: ['Honeywell', 'Dräger', 'Delta Plus'],
      packs: ['Unité', 'Lot de 2'],
      about: [
        'Équipement de protection individuelle conforme à la norme EN 149 ou EN 14683 selon le modèle.',
      ],
      leaves: [
        // Surgical masks also kept the reduced 5.5 % VAT rate in France.
        leaf(
          'Masques chirurgicaux',
          ['Masque chirurgical type IIR', 'Masque chirurgical type I'],
          [['à élastiques', 'à lacets']],
          [3.5, 9],
          { packs: ['Boîte de 50', 'Carton de 2000'], vatRate: 5.5 },
        ),
        leaf(
          'Masques FFP',
          ['Masque FFP2', 'Masque FFP3'],
          [
            ['avec soupape', 'sans soupape'],
            ['pliable', 'coque'],
          ],
          [9, 32],
          { packs: ['Boîte de 10', 'Carton de 200'] },
        ),
        leaf(
          'Demi-masques et cartouches',
          [
            'Demi-masque réutilisable',
            'Cartouche filtrante A2',
            'Cartouche filtrante ABEK1',
            'Filtre P3',
          ],
          [['', 'raccord baïonnette', 'raccord EN 148-1']],
          [12, 65],
        ),
      ],
    },
    {
      label: 'Sécurité du laboratoire',
      brands: ['Asecos', 'Düperthal', 'Honeywell', 'Dräger'],
      packs: ['Unité'],
      about: [
        'Signalétique normalisée fournie pour un repérage immédiat.',
        'À installer à moins de dix secondes de marche du poste de travail.',
      ],
      leaves: [
        leaf(
          'Douches de sécurité',
          ['Douche de sécurité', 'Douche oculaire', 'Douche combinée corps et yeux'],
          [
            ['murale', 'sur pied'],
            ['commande à tirette', 'commande au pied'],
          ],
          [180, 1800],
          {
            variants: [
              ['à raccorder au réseau', 'à raccorder au réseau'],
              ['autonomes', 'autonome'],
            ],
          },
        ),
        leaf(
          'Rince-œil',
          ['Flacon rince-œil', 'Station rince-œil'],
          [
            ['500 ml', '1 L'],
            ['solution saline', 'solution tampon pH'],
          ],
          [9, 85],
        ),
        leaf(
          'Absorbants',
          [
            'Absorbant universel',
            'Absorbant pour produits chimiques',
            'Absorbant pour hydrocarbures',
          ],
          [['feuilles 40 x 50 cm', 'boudins 1,2 m', 'coussins 25 x 25 cm']],
          [25, 140],
          {
            variants: same('en polypropylène', 'en cellulose'),
            packs: ['Carton de 50', 'Carton de 100'],
          },
        ),
        leaf(
          'Kits antidéversement',
          ['Kit antidéversement'],
          [
            ['20 L', '50 L', '120 L', '250 L'],
            ['universel', 'produits chimiques'],
          ],
          [65, 480],
          { variants: same('en sac', 'en conteneur mobile') },
        ),
        leaf(
          'Trousses de secours',
          ['Trousse de premiers secours', 'Armoire à pharmacie'],
          [['5 personnes', '10 personnes', '20 personnes']],
          [25, 160],
        ),
      ],
    },
  ],
};

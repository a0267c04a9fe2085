// Data: the chemicals and science-teaching side of the demo catalogue tree
// (see catalogue-tree-spec.ts).
import { leaf, same, type TopCategorySpec } from './catalogue-tree-spec';

const CHEMICAL_VOLUMES = ['500 ml', '1 L', '2,5 L'];
const SOLVENT_VOLUMES = ['1 L', '2,5 L', '5 L'];
const SALT_MASSES = ['250 g', '500 g', '1 kg', '5 kg'];
const REAGENT_GRADES = same(
  'pour analyse',
  'pour synthèse',
  'qualité technique',
  'qualité pharmacopée',
);
const SOLVENT_GRADES = same('pour analyse', 'pour HPLC', 'pour spectroscopie', 'qualité technique');

export const produitsChimiques: TopCategorySpec = {
  label: 'Produits chimiques',
  weight: 1.2,
  about: [
    'Fiche de données de sécurité disponible sur demande.',
    "Certificat d'analyse du lot fourni avec chaque livraison.",
    "Manipuler sous sorbonne avec les équipements de protection adaptés ; se reporter à l'étiquetage CLP.",
  ],
  subCategories: [
    {
      label: 'Acides',
      brands: ['Merck', 'Sigma-Aldrich', 'VWR Chemicals', 'Carlo Erba', 'Fisher Chemical'],
      packs: ['Unité', 'Carton de 6'],
      about: ['Flacon en verre enrobé de plastique de sécurité ou en PEHD selon le volume.'],
      variants: REAGENT_GRADES,
      leaves: [
        leaf(
          'Acide chlorhydrique',
          ['Acide chlorhydrique'],
          [['37 %', '32 %', '1 mol/L', '0,1 mol/L'], CHEMICAL_VOLUMES],
          [9, 85],
        ),
        leaf(
          'Acide sulfurique',
          ['Acide sulfurique'],
          [['95-97 %', '1 mol/L', '0,5 mol/L'], CHEMICAL_VOLUMES],
          [11, 95],
        ),
        leaf(
          'Acide nitrique',
          ['Acide nitrique'],
          [['65 %', '69 %', '1 mol/L'], CHEMICAL_VOLUMES],
          [12, 110],
        ),
        leaf(
          'Acide acétique',
          ['Acide acétique'],
          [['glacial 100 %', '80 %', '1 mol/L'], CHEMICAL_VOLUMES],
          [9, 70],
        ),
        leaf('Acide phosphorique', ['Acide phosphorique'], [['85 %'], CHEMICAL_VOLUMES], [14, 90]),
      ],
    },
    {
      label: 'Bases',
      brands: ['Merck', 'VWR Chemicals', 'Carlo Erba', 'Panreac'],
      packs: ['Unité', 'Carton de 6'],
      about: [
        "Produit corrosif : conserver le flacon bien fermé, à l'abri du dioxyde de carbone de l'air.",
      ],
      variants: REAGENT_GRADES,
      leaves: [
        leaf(
          'Hydroxyde de sodium',
          ['Hydroxyde de sodium en pastilles', 'Hydroxyde de sodium en microperles'],
          [['500 g', '1 kg', '5 kg']],
          [12, 120],
        ),
        leaf(
          'Solutions de soude',
          ['Solution de soude'],
          [
            ['0,1 mol/L', '1 mol/L', '30 %'],
            ['1 L', '2,5 L'],
          ],
          [10, 60],
        ),
        leaf(
          'Hydroxyde de potassium',
          ['Hydroxyde de potassium en pastilles'],
          [['250 g', '500 g', '1 kg']],
          [14, 85],
        ),
        leaf(
          'Ammoniaque',
          ['Ammoniaque'],
          [
            ['25 %', '28 %', '32 %'],
            ['1 L', '2,5 L'],
          ],
          [11, 55],
        ),
      ],
    },
    {
      label: 'Solvants',
      brands: ['Merck', 'Sigma-Aldrich', 'VWR Chemicals', 'Fisher Chemical', 'Carlo Erba'],
      packs: ['Unité', 'Carton de 4'],
      about: [
        'Liquide inflammable : stocker en armoire de sécurité ventilée.',
        "Teneur en eau et résidu à l'évaporation contrôlés sur chaque lot.",
      ],
      variants: SOLVENT_GRADES,
      leaves: [
        leaf(
          'Éthanol',
          ['Éthanol absolu', 'Éthanol 96 %', 'Éthanol dénaturé'],
          [SOLVENT_VOLUMES],
          [14, 140],
        ),
        leaf('Acétone', ['Acétone'], [['1 L', '2,5 L', '5 L', '10 L']], [9, 95]),
        leaf('Méthanol', ['Méthanol'], [SOLVENT_VOLUMES], [10, 110]),
        leaf('Acétonitrile', ['Acétonitrile'], [['1 L', '2,5 L', '4 L']], [35, 260]),
        leaf(
          'Hydrocarbures',
          ['Cyclohexane', 'Heptane', 'Éther de pétrole 40-60 °C'],
          [['1 L', '2,5 L']],
          [18, 130],
        ),
      ],
    },
    {
      label: 'Sels et réactifs minéraux',
      brands: ['Merck', 'Sigma-Aldrich', 'Alfa Aesar', 'Panreac', 'VWR Chemicals'],
      packs: ['Unité'],
      about: ['Flacon à large col avec bouchon de sécurité inviolable.'],
      variants: REAGENT_GRADES,
      leaves: [
        leaf('Chlorure de sodium', ['Chlorure de sodium'], [SALT_MASSES], [7, 75]),
        leaf(
          'Sulfate de cuivre',
          ['Sulfate de cuivre pentahydraté', 'Sulfate de cuivre anhydre'],
          [['100 g', '250 g', '500 g', '1 kg']],
          [12, 90],
        ),
        leaf(
          'Permanganate de potassium',
          ['Permanganate de potassium'],
          [['100 g', '250 g', '500 g', '1 kg']],
          [14, 110],
        ),
        leaf(
          "Nitrate d'argent",
          ["Nitrate d'argent cristallisé"],
          [['10 g', '25 g', '100 g']],
          [38, 420],
        ),
        leaf(
          'Carbonate de calcium',
          ['Carbonate de calcium en poudre', 'Carbonate de calcium en grains'],
          [['500 g', '1 kg', '5 kg']],
          [9, 65],
        ),
      ],
    },
    {
      label: 'Indicateurs et colorants',
      brands: ['Merck', 'Carlo Erba', 'Panreac', 'Macherey-Nagel'],
      packs: ['Unité'],
      about: ['Virage net et reproductible, idéal pour les dosages et les travaux pratiques.'],
      leaves: [
        leaf(
          'Indicateurs de pH',
          ['Bleu de bromothymol', 'Phénolphtaléine', 'Hélianthine', 'Rouge de méthyle'],
          [['poudre 10 g', 'poudre 25 g', 'solution 100 ml', 'solution 250 ml']],
          [8, 65],
          { variants: same('pour analyse', 'qualité technique') },
        ),
        leaf(
          'Papiers indicateurs',
          ['Papier pH universel 1-14', 'Bandelettes pH 0-14', 'Papier tournesol'],
          [['rouleau de 5 m', 'boîte de 100 bandelettes']],
          [4, 28],
          { packs: ['Unité', 'Lot de 10'] },
        ),
        leaf(
          'Colorants de microscopie',
          ['Bleu de méthylène', 'Éosine', 'Fuchsine', 'Violet de gentiane', 'Lugol'],
          [['solution 100 ml', 'solution 250 ml', 'solution 1 L']],
          [7, 48],
          {
            variants: [
              ["prêts à l'emploi", "prêt à l'emploi"],
              ['concentrés', 'concentré'],
            ],
          },
        ),
      ],
    },
    {
      label: 'Solutions titrées et étalons',
      brands: ['Merck', 'Fisher Chemical', 'Carlo Erba', 'Sigma-Aldrich'],
      packs: ['Unité', 'Carton de 6'],
      about: ["Concentration certifiée et traçable, date limite d'utilisation sur l'étiquette."],
      leaves: [
        leaf(
          'Solutions titrées',
          [
            "Solution titrée d'acide chlorhydrique",
            'Solution titrée de thiosulfate de sodium',
            "Solution titrée d'EDTA",
          ],
          [['0,05 mol/L', '0,1 mol/L', '1 mol/L'], ['1 L']],
          [15, 70],
          {
            variants: [
              ["prêtes à l'emploi", "prête à l'emploi"],
              ['en ampoules pour dilution', 'en ampoule pour dilution'],
            ],
          },
        ),
        leaf(
          'Étalons pour spectrométrie',
          ['Étalon pour absorption atomique', 'Étalon ICP multiélément'],
          [
            ['100 mg/L', '1 000 mg/L'],
            ['100 ml', '500 ml'],
          ],
          [45, 280],
          {
            variants: [
              ['certifiés ISO 17034', 'certifié ISO 17034'],
              ['standard', 'standard'],
            ],
          },
        ),
        leaf(
          'Eaux purifiées',
          ['Eau déminéralisée', 'Eau distillée', 'Eau pour HPLC'],
          [['1 L', '5 L', '10 L', '25 L']],
          [3, 65],
          { variants: same('en flacon', 'en bidon', 'en cubitainer') },
        ),
      ],
    },
  ],
};

export const enseignementDesSciences: TopCategorySpec = {
  label: 'Enseignement des sciences',
  weight: 0.9,
  about: [
    'Conçu pour les travaux pratiques, du collège au lycée et au post-bac.',
    "Notice pédagogique et fiches d'activités fournies.",
    'Matériel robuste adapté à un usage intensif en salle de TP.',
  ],
  subCategories: [
    {
      label: 'Microscopie',
      brands: ['Euromex', 'Bresser', 'Motic'],
      packs: ['Unité'],
      about: ['Optique traitée antireflet, mise au point macrométrique et micrométrique coaxiale.'],
      leaves: [
        leaf(
          'Microscopes',
          ['Microscope monoculaire', 'Microscope binoculaire', 'Microscope trinoculaire'],
          [
            ['40x à 400x', '40x à 1000x'],
            ['éclairage LED', 'éclairage halogène'],
          ],
          [140, 1800],
          {
            variants: [
              ['pour élèves', 'pour élève'],
              ['de recherche', 'de recherche'],
              ['à fond noir', 'à fond noir'],
            ],
          },
        ),
        leaf(
          'Loupes binoculaires',
          ['Loupe binoculaire', 'Stéréomicroscope à zoom'],
          [['grossissement 20x', 'grossissement 10x et 30x', 'zoom 7x à 45x']],
          [180, 1600],
        ),
        leaf(
          'Lames et lamelles',
          ['Lames porte-objet', 'Lamelles couvre-objet'],
          [
            ['76 x 26 mm', '22 x 22 mm', '24 x 50 mm'],
            ['bords rodés', 'bords coupés'],
          ],
          [2.5, 14],
          { packs: ['Boîte de 50', 'Boîte de 100'] },
        ),
        leaf(
          'Préparations microscopiques',
          ['Coffret de préparations microscopiques'],
          [
            ['botanique', 'zoologie', 'histologie humaine', 'microbiologie'],
            ['25 lames', '50 lames'],
          ],
          [45, 260],
        ),
      ],
    },
    {
      label: 'Électricité et électronique',
      brands: ['Leybold', 'Phywe', 'Frederiksen'],
      packs: ['Unité'],
      about: ['Bornes de sécurité 4 mm et protection contre les courts-circuits.'],
      leaves: [
        leaf(
          'Alimentations',
          ['Alimentation stabilisée'],
          [
            ['0-15 V', '0-30 V', '2 x 0-30 V'],
            ['3 A', '5 A'],
          ],
          [95, 480],
          { variants: same('à affichage numérique', 'à affichage analogique') },
        ),
        leaf(
          'Multimètres',
          [
            'Multimètre numérique 2 000 points',
            'Multimètre numérique 6 000 points',
            'Multimètre analogique de démonstration',
          ],
          [['', 'avec cordons de sécurité']],
          [18, 260],
          { packs: ['Unité', 'Lot de 8'] },
        ),
        leaf(
          'Composants électroniques',
          ['Boîte de résistances', 'Lot de condensateurs', 'Lot de diodes électroluminescentes'],
          [['sur support', 'en vrac']],
          [8, 60],
        ),
        leaf(
          'Oscilloscopes',
          ['Oscilloscope numérique'],
          [
            ['2 voies', '4 voies'],
            ['50 MHz', '100 MHz', '200 MHz'],
          ],
          [380, 1800],
        ),
      ],
    },
    {
      label: 'Mécanique et optique',
      brands: ['Leybold', 'Phywe', 'Frederiksen', 'Pasco'],
      packs: ['Unité'],
      about: ['Compatible avec les supports et les bancs des principales gammes pédagogiques.'],
      leaves: [
        leaf(
          "Bancs d'optique",
          ["Banc d'optique"],
          [['longueur 1 m', 'longueur 1,5 m', 'longueur 2 m'], ['profilé aluminium']],
          [120, 480],
        ),
        leaf(
          'Lentilles et miroirs',
          ['Lentille convergente', 'Lentille divergente', 'Miroir concave'],
          [
            ['f = 50 mm', 'f = 100 mm', 'f = 200 mm'],
            ['Ø 40 mm', 'Ø 50 mm'],
          ],
          [9, 38],
          { variants: same('sur support', 'sans support') },
        ),
        leaf(
          'Dynamomètres',
          ['Dynamomètre tubulaire', 'Dynamomètre à cadran'],
          [['1 N', '2,5 N', '5 N', '10 N', '20 N']],
          [7, 45],
          { packs: ['Unité', 'Lot de 10'] },
        ),
        leaf(
          "Rails à coussin d'air",
          ["Rail à coussin d'air"],
          [
            ['longueur 1,5 m', 'longueur 2 m'],
            ['', 'avec soufflerie'],
          ],
          [380, 1600],
        ),
      ],
    },
    {
      label: 'Sciences de la vie et de la Terre',
      brands: ['Somso', 'Erler-Zimmer', 'Frederiksen'],
      packs: ['Unité'],
      about: ['Pièces peintes à la main, numérotées et décrites dans la notice.'],
      leaves: [
        leaf(
          'Modèles anatomiques',
          [
            'Modèle du cœur',
            'Torse humain',
            'Squelette humain',
            "Modèle de l'œil",
            'Modèle du cerveau',
          ],
          [
            ['taille réelle', 'agrandi'],
            ['', 'démontable'],
          ],
          [45, 1400],
        ),
        leaf(
          'Roches et minéraux',
          ['Collection de roches', 'Collection de minéraux', 'Collection de fossiles'],
          [['12 échantillons', '24 échantillons', '36 échantillons']],
          [25, 180],
        ),
        leaf(
          'Planches murales',
          ['Planche murale plastifiée'],
          [
            [
              'cellule animale',
              'système digestif',
              'circulation sanguine',
              'classification du vivant',
            ],
            ['50 x 70 cm', '70 x 100 cm'],
          ],
          [12, 45],
        ),
      ],
    },
    {
      label: 'Chimie éducative',
      brands: ['Molymod', 'Frederiksen', 'Phywe'],
      packs: ['Unité'],
      about: ['Rangement en mallette pour un inventaire rapide en fin de séance.'],
      leaves: [
        leaf(
          'Modèles moléculaires',
          ['Boîte de modèles moléculaires'],
          [
            ['chimie organique', 'chimie inorganique', 'chimie organique et inorganique'],
            ['version élève', 'version professeur'],
          ],
          [18, 160],
        ),
        leaf(
          "Coffrets d'expériences",
          ["Coffret d'expériences"],
          [
            ['électrochimie', 'chimie des solutions', 'chimie organique', 'titrages'],
            ['1 poste', '8 postes'],
          ],
          [85, 950],
        ),
        leaf(
          'Statifs',
          ['Support statif'],
          [
            ['embase 200 x 130 mm', 'embase 250 x 160 mm', 'embase 300 x 200 mm'],
            ['tige 600 mm', 'tige 1 000 mm'],
          ],
          [14, 65],
        ),
      ],
    },
    {
      label: 'ExAO et capteurs',
      brands: ['Vernier', 'Pasco', 'Leybold'],
      packs: ['Unité'],
      about: [
        'Reconnaissance automatique des capteurs et logiciel gratuit pour Windows, macOS et tablettes.',
      ],
      leaves: [
        leaf(
          "Interfaces d'acquisition",
          ["Interface d'acquisition"],
          [
            ['4 voies', '8 voies'],
            ['USB', 'Bluetooth'],
          ],
          [180, 850],
        ),
        leaf(
          'Capteurs',
          [
            'Capteur de température',
            'Capteur de pH',
            'Capteur de pression',
            'Capteur de force',
            'Capteur de mouvement',
          ],
          [['USB', 'Bluetooth', 'pour interface']],
          [45, 260],
        ),
        leaf(
          "Logiciels d'acquisition",
          ["Logiciel d'acquisition"],
          [['licence poste', 'licence établissement']],
          [90, 650],
        ),
      ],
    },
  ],
};

// French sample content of the brochures of the home page's "Nos catalogues" (one of the
// company's own, five of partner brands), by file name without ".pdf": the home page's
// BROCHURES (apps/web/src/features/home/home-content.ts) says which are made. References
// and prices are invented for the demo and every brochure says so; no brochure claims an
// exclusive or official relation with a real brand.

interface ProductLine {
  reference: string;
  designation: string;
  packaging: string;
  /** Price excluding tax, in cents (formatted by @labo/domain/money). */
  priceCents: number;
}

export interface BrochureSection {
  title: string;
  lines: readonly ProductLine[];
}

export interface BrochurePage {
  heading: string;
  intro: string;
  sections: readonly BrochureSection[];
}

export interface BrochureContent {
  overline: string;
  title: string;
  subtitle: string;
  pages: readonly BrochurePage[];
}

const line = (
  reference: string,
  designation: string,
  packaging: string,
  priceCents: number,
): ProductLine => ({ reference, designation, packaging, priceCents });

export const brochures = {
  'catalogue-general': {
    overline: 'CATALOGUE',
    title: 'Catalogue général 2026',
    subtitle:
      'Verrerie, consommables, appareillage, sécurité et mobilier pour tous les laboratoires.',
    pages: [
      {
        heading: 'Nos familles de produits',
        intro:
          'Fabricant historique de verrerie, nous sélectionnons pour les laboratoires d’enseignement, de recherche et d’industrie des produits fiables, disponibles rapidement et livrés par notre propre service en Île-de-France.',
        sections: [
          {
            title: 'Verrerie',
            lines: [
              line(
                'LF-VB-0250',
                'Bécher forme basse 250 mL, verre borosilicaté',
                'Lot de 10',
                3890,
              ),
              line('LF-VE-0500', 'Erlenmeyer col étroit 500 mL', 'Lot de 10', 5240),
              line('LF-VF-0100', 'Fiole jaugée 100 mL classe A, bouchon PE', 'Unité', 1480),
              line('LF-VP-0100', 'Éprouvette graduée 100 mL forme haute', 'Unité', 1120),
            ],
          },
          {
            title: 'Consommables',
            lines: [
              line('LF-CE-1000', 'Embouts de pipette 100-1000 µL, bleus', 'Sachet de 1000', 1890),
              line('LF-CT-0015', 'Microtubes 1,5 mL à bouchon attaché', 'Sachet de 500', 1450),
              line('LF-CC-0050', 'Tubes coniques 50 mL stériles, portoir', 'Carton de 500', 13900),
              line('LF-CP-0090', 'Boîtes de Petri 90 mm, stériles', 'Carton de 500', 6950),
            ],
          },
          {
            title: 'Appareillage',
            lines: [
              line(
                'LF-AA-0340',
                'Agitateur magnétique chauffant, plaque céramique',
                'Unité',
                48900,
              ),
              line('LF-AV-0300', 'Agitateur vortex, vitesse variable', 'Unité', 28500),
              line('LF-AC-1214', 'Microcentrifugeuse 12 places, 14 000 tr/min', 'Unité', 129000),
            ],
          },
        ],
      },
      {
        heading: 'Sécurité, mesure et mobilier',
        intro:
          'Équipements de protection, instruments de mesure et mobilier de laboratoire : demandez un devis en ligne, nos conseillers vous répondent du lundi au vendredi de 8h à 19h.',
        sections: [
          {
            title: 'Hygiène et sécurité',
            lines: [
              line('LF-HG-0100', 'Gants nitrile non poudrés, taille M', 'Boîte de 100', 890),
              line(
                'LF-HL-0001',
                'Lunettes-masque de protection, ventilation indirecte',
                'Unité',
                1260,
              ),
              line('LF-HB-0040', 'Blouse de laboratoire coton, taille 40', 'Unité', 2490),
            ],
          },
          {
            title: 'Mesures physiques',
            lines: [
              line('LF-MB-0220', 'Balance analytique 220 g / 0,1 mg', 'Unité', 189000),
              line('LF-MT-0110', 'Thermomètre verre -10 à 110 °C, liquide organique', 'Unité', 690),
              line('LF-MM-0600', 'Multimètre numérique 600 V, catégorie III', 'Unité', 5900),
            ],
          },
          {
            title: 'Mobilier et enseignement',
            lines: [
              line('LF-FT-0060', 'Tabouret de laboratoire réglable, assise PU', 'Unité', 14900),
              line('LF-ES-0400', 'Microscope monoculaire 40x-400x, éclairage LED', 'Unité', 16500),
              line('LF-EM-0042', 'Coffret de modèles moléculaires, 42 atomes', 'Coffret', 3450),
            ],
          },
        ],
      },
    ],
  },
  duran: {
    overline: 'CATALOGUE PARTENAIRE',
    title: 'DURAN',
    subtitle: 'Verrerie de laboratoire en verre borosilicaté 3.3 : sélection 2026.',
    pages: [
      {
        heading: 'Sélection verrerie',
        intro:
          'Béchers, erlenmeyers, flacons et fioles en verre borosilicaté, résistants aux chocs thermiques et aux produits chimiques. Extrait de la gamme distribuée ; toute la gamme est disponible sur devis.',
        sections: [
          {
            title: 'Béchers et erlenmeyers',
            lines: [
              line('DU-BFB-0250', 'Bécher forme basse 250 mL, gradué', 'Lot de 10', 4120),
              line('DU-BFB-1000', 'Bécher forme basse 1000 mL, gradué', 'Lot de 10', 8960),
              line('DU-ECE-0250', 'Erlenmeyer col étroit 250 mL', 'Lot de 10', 4580),
              line('DU-ECL-0500', 'Erlenmeyer col large 500 mL', 'Lot de 10', 6240),
            ],
          },
          {
            title: 'Flacons et fioles',
            lines: [
              line(
                'DU-FGL-0250',
                'Flacon de laboratoire 250 mL, bouchon GL 45 bleu',
                'Lot de 10',
                5290,
              ),
              line(
                'DU-FGL-1000',
                'Flacon de laboratoire 1000 mL, bouchon GL 45 bleu',
                'Lot de 10',
                8450,
              ),
              line('DU-FJA-0100', 'Fiole jaugée 100 mL classe A, certificat de lot', 'Unité', 1690),
              line('DU-EPG-0100', 'Éprouvette graduée 100 mL, base hexagonale', 'Unité', 1350),
            ],
          },
        ],
      },
    ],
  },
  kartell: {
    overline: 'CATALOGUE PARTENAIRE',
    title: 'Kartell',
    subtitle: 'Matériel de laboratoire en plastique : légèreté, robustesse, sécurité.',
    pages: [
      {
        heading: 'Sélection plastique de laboratoire',
        intro:
          'Pissettes, béchers, jerricans et flacons en polypropylène, polyéthylène et PMP : incassables, légers et adaptés aux usages courants du laboratoire. Extrait de la gamme distribuée.',
        sections: [
          {
            title: 'Béchers, pissettes et entonnoirs',
            lines: [
              line(
                'KA-BPP-0250',
                'Bécher PP 250 mL à anse, graduations en relief',
                'Lot de 10',
                2290,
              ),
              line('KA-PIS-0500', 'Pissette PE-BD 500 mL col large', 'Lot de 10', 2760),
              line('KA-ENT-0100', 'Entonnoir PP diamètre 100 mm', 'Lot de 10', 1840),
              line('KA-EPM-0100', 'Éprouvette graduée PMP 100 mL', 'Unité', 990),
            ],
          },
          {
            title: 'Stockage',
            lines: [
              line('KA-JER-0010', 'Jerrican PE-HD 10 L avec robinet', 'Unité', 3150),
              line('KA-FCL-1000', 'Flacon PE-HD col large 1000 mL', 'Lot de 10', 2480),
              line('KA-POR-0020', 'Portoir pour tubes 30 mm, 20 places', 'Unité', 1190),
            ],
          },
        ],
      },
    ],
  },
  heidolph: {
    overline: 'CATALOGUE PARTENAIRE',
    title: 'Heidolph',
    subtitle: 'Évaporateurs rotatifs, agitateurs et pompes pour la synthèse.',
    pages: [
      {
        heading: 'Sélection appareils',
        intro:
          'Évaporation rotative, agitation magnétique et mécanique, agitation par secousses : des appareils robustes pour la synthèse et la préparation d’échantillons. Installation et mise en service sur devis.',
        sections: [
          {
            title: 'Évaporation et vide',
            lines: [
              line(
                'HE-EVR-0005',
                'Évaporateur rotatif, bain 5 L, verrerie verticale',
                'Unité',
                598000,
              ),
              line('HE-PVM-0015', 'Pompe à vide à membrane, 1,5 m³/h', 'Unité', 189000),
              line('HE-RVN-0001', 'Régulateur de vide numérique', 'Unité', 112000),
            ],
          },
          {
            title: 'Agitation',
            lines: [
              line(
                'HE-AGM-2000',
                'Agitateur à moteur 2000 tr/min, affichage numérique',
                'Unité',
                142000,
              ),
              line('HE-AMC-0145', 'Agitateur magnétique chauffant, plaque 145 mm', 'Unité', 64500),
              line('HE-AOR-0001', 'Agitateur orbital, plateau universel', 'Unité', 98000),
            ],
          },
        ],
      },
    ],
  },
  ika: {
    overline: 'CATALOGUE PARTENAIRE',
    title: 'IKA',
    subtitle: 'Agitation, chauffage et broyage pour les paillasses exigeantes.',
    pages: [
      {
        heading: 'Sélection appareils',
        intro:
          'Agitateurs magnétiques, plaques chauffantes, vortex et agitateurs à moteur pour l’enseignement, la recherche et le contrôle qualité. Extrait de la gamme distribuée ; accessoires sur devis.',
        sections: [
          {
            title: 'Agitation magnétique et chauffage',
            lines: [
              line(
                'IK-AMC-0135',
                'Agitateur magnétique chauffant, plaque acier 135 mm',
                'Unité',
                52900,
              ),
              line('IK-AMS-0015', 'Agitateur magnétique sans chauffage, 15 L', 'Unité', 31900),
              line('IK-PCC-0180', 'Plaque chauffante céramique 180 × 180 mm', 'Unité', 44500),
              line('IK-STI-0001', 'Sonde de température inox pour agitateur', 'Unité', 16900),
            ],
          },
          {
            title: 'Vortex et agitation mécanique',
            lines: [
              line('IK-VTX-3000', 'Agitateur vortex, 0 à 3000 tr/min', 'Unité', 29900),
              line('IK-AGM-2000', 'Agitateur à moteur 2000 tr/min, couple 40 Ncm', 'Unité', 118000),
              line('IK-AOR-0300', 'Agitateur orbital, plateau 300 × 300 mm', 'Unité', 86500),
            ],
          },
        ],
      },
    ],
  },
  brand: {
    overline: 'CATALOGUE PARTENAIRE',
    title: 'BRAND',
    subtitle: 'Pipetage et consommables en plastique : embouts, tubes, boîtes de culture.',
    pages: [
      {
        heading: 'Sélection consommables',
        intro:
          'Embouts de pipette, microtubes, tubes coniques et boîtes de culture en plastique, tenus en stock pour une livraison rapide. Extrait de la gamme distribuée ; certificats de lot sur demande.',
        sections: [
          {
            title: 'Pipetage',
            lines: [
              line('BR-TB-1000', 'Embouts 100-1000 µL, en vrac', 'Sachet de 1000', 1690),
              line('BR-TF-0200', 'Embouts filtrés 200 µL stériles, en rack', 'Boîte de 96', 890),
              line('BR-PP-0003', 'Pipettes Pasteur PE 3 mL, graduées', 'Sachet de 500', 1290),
            ],
          },
          {
            title: 'Tubes et culture',
            lines: [
              line('BR-MT-0015', 'Microtubes 1,5 mL, bouchon à charnière', 'Sachet de 500', 1290),
              line('BR-CT-0050', 'Tubes coniques 50 mL stériles', 'Sachet de 25', 890),
              line(
                'BR-PD-0090',
                'Boîtes de Petri 90 mm, 3 ergots, stériles',
                'Carton de 500',
                6490,
              ),
              line('BR-CV-0004', 'Cuves de spectrophotométrie PS 4,5 mL', 'Boîte de 100', 790),
            ],
          },
        ],
      },
    ],
  },
} satisfies Record<string, BrochureContent>;

export type BrochureName = keyof typeof brochures;

export function isBrochureName(name: string): name is BrochureName {
  return Object.hasOwn(brochures, name);
}

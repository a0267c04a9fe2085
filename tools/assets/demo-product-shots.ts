import { amberBottle, dropperBottles, reagentJar, solventCan } from './chemicals-svg';
import {
  conicalTubes,
  jerrican,
  micropipette,
  microtubeRack,
  petriDishes,
  plasticBottle,
  syringeWithFilter,
  tipBox,
  washBottle,
  wipesTub,
} from './consumables-svg';
import {
  dataLogger,
  globe,
  magnifyingGlass,
  moleculeModel,
  powerSupply,
  springBalanceStand,
} from './education-svg';
import {
  analyticalBalance,
  centrifuge,
  dryingOven,
  hotplateStirrer,
  microscope,
  overheadStirrer,
  rotaryEvaporator,
  vortexMixer,
  waterBath,
} from './equipment-svg';
import { fumeHood, labBench, labStool, safetyCabinet, shelvingUnit } from './furniture-svg';
import { buchnerFlask, filterFunnel, separatoryFunnelStand } from './glassware-setups-svg';
import {
  beaker,
  erlenmeyer,
  graduatedCylinder,
  labBottle,
  roundFlask,
  testTubeRack,
  volumetricFlask,
} from './glassware-svg';
import {
  multimeter,
  phMeter,
  probeThermometer,
  spectrophotometer,
  stopwatch,
  thermometer,
  weightSet,
} from './measurement-svg';
import { shopColors } from './palette';
import type { ProductShot } from './product-shot-svg';
import {
  firstAidKit,
  glovePair,
  labCoat,
  respiratorMask,
  safetyGoggles,
  soapDispenser,
} from './safety-svg';

// The product photos of the demo catalogue: one or two per sub-category, keyed by the
// sub-category's label as catalogue-tree.json and the demo export spell it
// (docs/decisions/021-demo-article-media.md). A second shot shows another product of the
// same sub-category, so neighbouring articles in a list do not all look alike.

const orange = shopColors.orange;
const blue = '#2F8FD8';
const green = '#49B596';
const red = '#D7263D';
const violet = '#7B4FC9';
const yellow = '#F2C200';

export const demoProductShots: Readonly<Record<string, readonly ProductShot[]>> = {
  Agitation: [
    { items: [{ item: hotplateStirrer({ liquid: blue }) }] },
    {
      items: [
        { item: overheadStirrer(), gapAfter: 12 },
        { item: vortexMixer(), scale: 0.9 },
      ],
    },
  ],
  Chauffage: [{ items: [{ item: dryingOven() }] }, { items: [{ item: waterBath() }] }],
  Centrifugation: [
    {
      items: [
        { item: centrifuge(), gapAfter: 6 },
        { item: microtubeRack([orange, blue, green]), scale: 0.95 },
      ],
    },
  ],
  'Distillation et évaporation': [{ items: [{ item: rotaryEvaporator() }], height: 0.66 }],
  Thermostatisation: [{ items: [{ item: waterBath({ circulator: true }) }] }],
  Pipetage: [
    {
      items: [
        { item: tipBox(), gapAfter: -62 },
        { item: micropipette(), lift: 44 },
      ],
    },
    {
      items: [
        { item: micropipette({ button: blue }), gapAfter: -8 },
        { item: micropipette(), scale: 0.92 },
      ],
    },
  ],
  'Tubes et microtubes': [
    {
      items: [
        { item: microtubeRack([orange, blue, green, yellow, orange]), gapAfter: 14 },
        { item: conicalTubes([shopColors.blue, orange]) },
      ],
    },
    { items: [{ item: testTubeRack([orange, blue, green, orange, blue]) }] },
  ],
  Filtration: [
    { items: [{ item: filterFunnel() }] },
    {
      items: [
        { item: syringeWithFilter(), gapAfter: 10 },
        { item: beaker({ level: 0.3 }), scale: 0.9 },
      ],
      width: 0.9,
    },
  ],
  Microbiologie: [{ items: [{ item: petriDishes() }] }],
  'Hygiène de paillasse': [
    { items: [{ item: wipesTub(), gapAfter: 16 }, { item: soapDispenser() }] },
  ],
  'Verrerie de laboratoire': [
    {
      items: [
        { item: beaker({ level: 0.5 }), gapAfter: 12 },
        { item: erlenmeyer({ liquid: orange, level: 0.34 }) },
      ],
    },
    {
      items: [
        { item: roundFlask({ liquid: green }), gapAfter: 12 },
        { item: beaker({ level: 0.35, liquid: orange }), scale: 0.8 },
      ],
    },
  ],
  'Verrerie graduée et jaugée': [
    {
      items: [
        { item: graduatedCylinder({ level: 0.5 }), gapAfter: 20 },
        { item: volumetricFlask({ liquid: orange }) },
      ],
    },
  ],
  'Verrerie de filtration': [{ items: [{ item: buchnerFlask() }] }],
  Flaconnage: [
    { items: [{ item: labBottle({ level: 0.5 }), gapAfter: 14 }, { item: washBottle() }] },
    { items: [{ item: jerrican() }] },
  ],
  'Verrerie de réaction et de distillation': [
    { items: [{ item: separatoryFunnelStand() }], height: 0.68 },
  ],
  'Protection des mains': [{ items: [{ item: glovePair() }] }],
  'Protection des yeux et du visage': [{ items: [{ item: safetyGoggles() }], width: 0.7 }],
  'Protection du corps': [{ items: [{ item: labCoat() }], height: 0.7 }],
  'Protection respiratoire': [{ items: [{ item: respiratorMask() }], width: 0.72 }],
  'Sécurité du laboratoire': [
    {
      items: [
        { item: firstAidKit(), gapAfter: 16 },
        { item: washBottle({ band: green }), scale: 1.1 },
      ],
    },
  ],
  Pesée: [
    { items: [{ item: analyticalBalance() }] },
    { items: [{ item: weightSet() }], width: 0.7 },
  ],
  Électrochimie: [{ items: [{ item: phMeter() }] }],
  Température: [{ items: [{ item: thermometer(), gapAfter: 24 }, { item: probeThermometer() }] }],
  'Analyse optique': [{ items: [{ item: spectrophotometer() }] }],
  "Mesures d'environnement": [
    { items: [{ item: stopwatch(), gapAfter: 20 }, { item: probeThermometer({ boot: green }) }] },
  ],
  'Paillasses et tables': [{ items: [{ item: labBench() }], width: 0.86 }],
  'Sorbonnes et hottes': [{ items: [{ item: fumeHood() }], height: 0.72 }],
  'Stockage de sécurité': [
    { items: [{ item: safetyCabinet() }], height: 0.66 },
    { items: [{ item: safetyCabinet({ color: blue, symbol: 'exclamation' }) }], height: 0.66 },
  ],
  'Sièges de laboratoire': [
    {
      items: [
        { item: labStool(), gapAfter: 10 },
        { item: labStool({ seat: orange }), scale: 0.86 },
      ],
    },
  ],
  Rangement: [{ items: [{ item: shelvingUnit() }], height: 0.7 }],
  Acides: [
    {
      items: [
        { item: amberBottle({ band: red }), gapAfter: 14 },
        { item: amberBottle({ band: red }), scale: 0.8 },
      ],
    },
  ],
  Bases: [
    {
      items: [
        { item: plasticBottle({ band: violet }), gapAfter: 14 },
        { item: reagentJar({ cap: violet }), scale: 0.9 },
      ],
    },
  ],
  Solvants: [
    {
      items: [
        { item: solventCan(), gapAfter: 14 },
        { item: amberBottle({ band: orange, symbol: 'flame' }), scale: 0.95 },
      ],
    },
  ],
  'Sels et réactifs minéraux': [
    {
      items: [
        { item: reagentJar(), gapAfter: 14 },
        { item: reagentJar({ cap: shopColors.blue }), scale: 0.85 },
      ],
    },
  ],
  'Indicateurs et colorants': [{ items: [{ item: dropperBottles([red, yellow, violet, green]) }] }],
  'Solutions titrées et étalons': [
    {
      items: [
        { item: labBottle({ level: 0.6, liquid: violet }), gapAfter: 14 },
        { item: volumetricFlask({ liquid: violet }), scale: 0.95 },
      ],
    },
  ],
  Microscopie: [{ items: [{ item: microscope() }], height: 0.68 }],
  'Électricité et électronique': [
    {
      items: [
        { item: powerSupply(), scale: 1.25, gapAfter: 16 },
        { item: multimeter(), scale: 0.8 },
      ],
    },
  ],
  'Mécanique et optique': [{ items: [{ item: springBalanceStand() }], height: 0.68 }],
  'Sciences de la vie et de la Terre': [
    {
      items: [
        { item: globe(), gapAfter: 6 },
        { item: magnifyingGlass(), scale: 0.8 },
      ],
    },
  ],
  'Chimie éducative': [
    {
      items: [
        { item: moleculeModel(), gapAfter: 14 },
        { item: testTubeRack([orange, blue, green]), scale: 0.9 },
      ],
    },
  ],
  'ExAO et capteurs': [{ items: [{ item: dataLogger() }] }],
};

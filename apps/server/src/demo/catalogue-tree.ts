import { enseignementDesSciences, produitsChimiques } from './catalogue-tree-chemistry-teaching';
import { appareillage, mesuresPhysiques, mobilierDeLaboratoire } from './catalogue-tree-equipment';
import type { TopCategorySpec } from './catalogue-tree-spec';
import { consommables, hygieneEtSecurite, verrerie } from './catalogue-tree-supplies';

/** The demo catalogue's top categories, in the order the shop shows them (SPEC §1). */
export const catalogueTree: readonly TopCategorySpec[] = [
  appareillage,
  consommables,
  verrerie,
  hygieneEtSecurite,
  mesuresPhysiques,
  mobilierDeLaboratoire,
  produitsChimiques,
  enseignementDesSciences,
];

import { byChild, byClass, type CoreDeps, defineModule } from '../../core/module.js';
import { childImportFiles } from './child.xlsx.js';
import { seedChildRecords, seedClassChildren } from './child.demo.js';
import { childHandlers } from './child.handlers.js';
import { childService } from './child.service.js';
import { guardianService } from './guardian.service.js';

/** 幼儿管理: children, their classes over time, guardians and pick-up people, and child imports. */
export const childModule = defineModule({
  tables: {
    child: byClass,
    guardian: 'school',
    childGuardian: byChild,
    childClassHistory: byChild,
    guardianPhoneChange: 'school',
    pickupPerson: byChild,
    childImport: 'school',
  },
  create: ({ clock, config }: CoreDeps) => ({
    children: childService({ clock }),
    guardians: guardianService({ clock, passwordCost: config.passwordCost }),
    childImports: childImportFiles({ clock }),
  }),
  handlers: ({ children, guardians, childImports }) => [childHandlers(children, guardians, childImports)],
  demoClass: seedClassChildren,
  demo: seedChildRecords,
});

export { childrenByIds, classRecordsOf, findChild, inSchoolChildrenNamed, openClassRecords, searchChildren } from './child.repository.js';
export { isWithin } from './child.service.js';
export { mainGuardians } from './guardian.repository.js';
export type { GuardianService } from './guardian.service.js';
export { childDatesProblem, createChildren, guardianNameClashes } from './new-children.js';
export { cancelCardsOfChildren, cancelled, type CardHolder, type CardStamp } from './pickup-cards.js';
export type * from './child.table.js';

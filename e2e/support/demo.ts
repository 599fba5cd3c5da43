/** The demo kindergarten's accounts (apps/server/src/seed/demo.ts). */
export const DEMO_PASSWORD = 'Demo@2026';

export const accounts = {
  /** 园长 of 阳光幼儿园, a group administrator who may switch to the branch. */
  headAdmin: '13800000000',
  /** The branch school's administrator: used for the SMS login, so no other test spends its code quota. */
  branchAdmin: '13800000001',
  /** A class teacher with the 教师 role. */
  classTeacher: '13800000002',
  /**
   * The first support staff member the seed adds to the head school, who has no password: the
   * reset test gives them one, so no other test's account changes.
   */
  staffWithoutPassword: '13900000001',
} as const;

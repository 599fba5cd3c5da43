import { type AddPickUpPersonInput, CardHolderType, MAX_GUARDIANS, StudentStatus, type UpdatePickUpPersonInput } from '@yuanwu/shared';
import { iso, type Clock } from '../../clock.js';
import { invalidParams, notFound } from '../../core/errors.js';
import { hashPassword } from '../../core/password.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { findChild } from './child.repository.js';
import * as repository from './guardian.repository.js';
import { cancelCardsOfHolder } from './pickup-cards.js';

export interface NewRelation {
  studentId: number;
  guardianName: string;
  phone: string;
  relationType: number;
  relationName?: string | null | undefined;
  isMain?: boolean | undefined;
}

/** Guardians (家长: people with a phone, each with one or more children) and authorised pick-up people. */
export function guardianService(deps: { clock: Clock; passwordCost: number }) {
  const now = () => iso(deps.clock.now());
  const stamp = (session: SessionIdentity) => ({ at: now(), teacherId: session.teacherId });

  async function existingChild(db: SchoolDb, studentId: number) {
    const child = await findChild(db, studentId);
    if (!child) throw notFound('幼儿');
    return child;
  }

  async function existingGuardian(db: SchoolDb, guardianId: number) {
    const guardian = await repository.findGuardian(db, guardianId);
    if (!guardian) throw notFound('家长');
    return guardian;
  }

  /** The relation as it stands; `relieved` says whether a relieved one is what is wanted. */
  async function existingRelation(db: SchoolDb, studentId: number, guardianId: number, relieved = false) {
    await existingChild(db, studentId);
    const relation = await repository.findRelation(db, studentId, guardianId);
    if (!relation || (relation.relievedAt !== null) !== relieved) throw notFound(relieved ? '已解除的家长关系' : '家长关系');
    return relation;
  }

  async function assertRoomForGuardian(db: SchoolDb, studentId: number) {
    if ((await repository.activeRelationCount(db, studentId)) >= MAX_GUARDIANS) throw invalidParams(`每个幼儿最多${MAX_GUARDIANS}位家长`);
  }

  /** A phone already on a child's list, as a guardian or as a pick-up person, is not added twice. */
  async function assertPhoneFreeForPickUp(db: SchoolDb, studentId: number, phone: string, exceptPersonId?: number) {
    if (await repository.guardianOfChildByPhone(db, studentId, phone)) throw invalidParams('该手机号是幼儿的家长，家长无需再登记为接送人', 'phone');
    const person = await repository.pickUpPersonByPhone(db, studentId, phone);
    if (person && person.id !== exceptPersonId) throw invalidParams('该手机号已是幼儿的接送人', 'phone');
  }

  function checkValidity(validFrom: string | null | undefined, validTo: string | null | undefined) {
    if (validFrom && validTo && validFrom > validTo) throw invalidParams('有效期的开始日期不能晚于结束日期');
  }

  async function existingPickUpPerson(db: SchoolDb, pickUpPersonId: number) {
    const person = await repository.findPickUpPerson(db, pickUpPersonId);
    if (!person) throw notFound('接送人');
    return person;
  }

  return {
    async addRelation(db: SchoolDb, input: NewRelation) {
      await existingChild(db, input.studentId);
      const onRecord = await repository.findGuardianByPhone(db, input.phone);
      if (onRecord && onRecord.name !== input.guardianName) throw invalidParams(`手机号${input.phone}已登记为家长「${onRecord.name}」，请核对家长姓名`, 'phone');
      const relation = onRecord && (await repository.findRelation(db, input.studentId, onRecord.id));
      if (relation && relation.relievedAt === null) throw invalidParams(`「${onRecord!.name}」已是幼儿的家长`);
      await assertRoomForGuardian(db, input.studentId);
      const isMain = input.isMain || (await repository.activeRelationCount(db, input.studentId)) === 0;
      return inTransaction(db, async (trx) => {
        const guardianId = onRecord?.id ?? (await repository.insertGuardians(trx, [{ name: input.guardianName, phone: input.phone, createdAt: now() }])).get(input.phone)!;
        if (isMain) await repository.clearMainGuardian(trx, input.studentId);
        const fields = { relationType: input.relationType, relationName: input.relationName ?? null, isMain: isMain ? 1 : 0, relievedAt: null };
        // A relation relieved before is taken up again rather than written twice.
        if (relation) await repository.updateRelation(trx, input.studentId, guardianId, fields);
        else await repository.insertRelations(trx, [{ childId: input.studentId, guardianId, ...fields }]);
        return { guardianId };
      });
    },

    async updateRelation(db: SchoolDb, input: { studentId: number; guardianId: number; relationType: number; relationName?: string | null | undefined }) {
      await existingRelation(db, input.studentId, input.guardianId);
      await repository.updateRelation(db, input.studentId, input.guardianId, { relationType: input.relationType, relationName: input.relationName ?? null });
      return { guardianId: input.guardianId };
    },

    async rename(db: SchoolDb, input: { guardianId: number; guardianName: string }) {
      await existingGuardian(db, input.guardianId);
      await repository.updateGuardian(db, input.guardianId, { name: input.guardianName });
      return { guardianId: input.guardianId };
    },

    async changePhone(db: SchoolDb, session: SessionIdentity, input: { guardianId: number; phone: string }) {
      const guardian = await existingGuardian(db, input.guardianId);
      if (guardian.phone === input.phone) throw invalidParams('新手机号与原手机号相同', 'phone');
      const holder = await repository.findGuardianByPhone(db, input.phone);
      if (holder) throw invalidParams(`手机号${input.phone}已属于家长「${holder.name}」`, 'phone');
      await inTransaction(db, async (trx) => {
        await repository.updateGuardian(trx, guardian.id, { phone: input.phone });
        await repository.insertPhoneChange(trx, { guardianId: guardian.id, oldPhone: guardian.phone, newPhone: input.phone, teacherId: session.teacherId, changedAt: now() });
      });
      return { guardianId: guardian.id };
    },

    async setMain(db: SchoolDb, input: { studentId: number; guardianId: number }) {
      await existingRelation(db, input.studentId, input.guardianId);
      await inTransaction(db, async (trx) => {
        await repository.clearMainGuardian(trx, input.studentId);
        await repository.updateRelation(trx, input.studentId, input.guardianId, { isMain: 1 });
      });
      return { guardianId: input.guardianId };
    },

    /** Ends one relation only: the guardian's other children keep theirs, and the row stays to be restored. */
    async relieve(db: SchoolDb, session: SessionIdentity, input: { studentId: number; guardianId: number }) {
      const relation = await existingRelation(db, input.studentId, input.guardianId);
      if (relation.isMain === 1) throw invalidParams('主监护人不能解除关系，请先将其他家长设为主监护人');
      await inTransaction(db, async (trx) => {
        await repository.updateRelation(trx, input.studentId, input.guardianId, { relievedAt: now(), isMain: 0 });
        await cancelCardsOfHolder(trx, { childId: input.studentId, holderType: CardHolderType.GUARDIAN, holderId: input.guardianId }, stamp(session));
      });
      return { guardianId: input.guardianId };
    },

    async restore(db: SchoolDb, input: { studentId: number; guardianId: number }) {
      await existingRelation(db, input.studentId, input.guardianId, true);
      await assertRoomForGuardian(db, input.studentId);
      const isMain = (await repository.activeRelationCount(db, input.studentId)) === 0;
      await repository.updateRelation(db, input.studentId, input.guardianId, { relievedAt: null, isMain: isMain ? 1 : 0 });
      return { guardianId: input.guardianId };
    },

    async setPassword(db: SchoolDb, input: { guardianId: number; password: string }) {
      await existingGuardian(db, input.guardianId);
      await repository.updateGuardian(db, input.guardianId, { passwordHash: await hashPassword(input.password, deps.passwordCost) });
      return { guardianId: input.guardianId };
    },

    async addPickUpPerson(db: SchoolDb, input: AddPickUpPersonInput) {
      const child = await existingChild(db, input.studentId);
      if (child.status !== StudentStatus.IN_SCHOOL) throw invalidParams(`${child.studentName}已不在园，不能登记接送人`);
      await assertPhoneFreeForPickUp(db, input.studentId, input.phone);
      checkValidity(input.validFrom, input.validTo);
      const pickUpPersonId = await repository.insertPickUpPerson(db, {
        childId: input.studentId,
        name: input.name,
        relationType: input.relationType,
        relationName: input.relationName ?? null,
        phone: input.phone,
        photoUrl: input.photoUrl ?? null,
        validFrom: input.validFrom ?? null,
        validTo: input.validTo ?? null,
        createdAt: now(),
        removedAt: null,
      });
      return { pickUpPersonId };
    },

    async updatePickUpPerson(db: SchoolDb, input: UpdatePickUpPersonInput) {
      const person = await existingPickUpPerson(db, input.pickUpPersonId);
      if (input.phone !== undefined && input.phone !== person.phone) await assertPhoneFreeForPickUp(db, person.childId, input.phone, person.id);
      checkValidity(input.validFrom === undefined ? person.validFrom : input.validFrom, input.validTo === undefined ? person.validTo : input.validTo);
      await repository.updatePickUpPerson(db, person.id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.relationType !== undefined && { relationType: input.relationType }),
        ...(input.relationName !== undefined && { relationName: input.relationName }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.photoUrl !== undefined && { photoUrl: input.photoUrl }),
        ...(input.validFrom !== undefined && { validFrom: input.validFrom }),
        ...(input.validTo !== undefined && { validTo: input.validTo }),
      });
      return { pickUpPersonId: person.id };
    },

    /** The person stays on record (the cards they held still name them); their cards stop. */
    async removePickUpPerson(db: SchoolDb, session: SessionIdentity, pickUpPersonId: number) {
      const person = await existingPickUpPerson(db, pickUpPersonId);
      await inTransaction(db, async (trx) => {
        await repository.updatePickUpPerson(trx, person.id, { removedAt: now() });
        await cancelCardsOfHolder(trx, { childId: person.childId, holderType: CardHolderType.PICK_UP_PERSON, holderId: person.id }, stamp(session));
      });
      return { success: true as const };
    },
  };
}

export type GuardianService = ReturnType<typeof guardianService>;

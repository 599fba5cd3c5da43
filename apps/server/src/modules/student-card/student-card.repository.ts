import { CardHolderType, StudentCardStatus, StudentStatus } from '@yuanwu/shared';
import { sql } from 'kysely';
import { inBatches } from '../../core/collections.js';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { cancelled, type CardHolder, type CardStamp } from '../child/index.js';

/** Every card with the child it was issued for and its holder, whichever kind the holder is. */
function cardsWithHolders(db: SchoolDb) {
  return db
    .selectFrom('pickupCard as card')
    .innerJoin('child', 'child.id', 'card.childId')
    .leftJoin('schoolClass', 'schoolClass.id', 'child.classId')
    .leftJoin('guardian', (join) => join.onRef('guardian.id', '=', 'card.holderId').on('card.holderType', '=', CardHolderType.GUARDIAN))
    .leftJoin('childGuardian', (join) =>
      join
        .onRef('childGuardian.guardianId', '=', 'card.holderId')
        .onRef('childGuardian.childId', '=', 'card.childId')
        .on('card.holderType', '=', CardHolderType.GUARDIAN),
    )
    .leftJoin('pickupPerson', (join) => join.onRef('pickupPerson.id', '=', 'card.holderId').on('card.holderType', '=', CardHolderType.PICK_UP_PERSON))
    .select([
      'card.id as cardId',
      'card.cardNo',
      'card.status',
      'card.childId',
      'card.holderType',
      'card.holderId',
      'card.boundAt',
      'child.name as studentName',
      'child.status as childStatus',
      'schoolClass.name as className',
      'guardian.name as guardianName',
      'guardian.phone as guardianPhone',
      'childGuardian.relationType as guardianRelationType',
      'childGuardian.relationName as guardianRelationName',
      'childGuardian.relievedAt',
      'pickupPerson.name as pickUpName',
      'pickupPerson.phone as pickUpPhone',
      'pickupPerson.relationType as pickUpRelationType',
      'pickupPerson.relationName as pickUpRelationName',
      'pickupPerson.photoUrl',
      'pickupPerson.validFrom',
      'pickupPerson.validTo',
      'pickupPerson.removedAt',
    ]);
}

type CardJoinRow = Awaited<ReturnType<ReturnType<typeof cardsWithHolders>['execute']>>[number];

/** A card with its holder's name, phone and relation, whichever table the holder is in. */
function withHolder(row: CardJoinRow) {
  const isGuardian = row.holderType === CardHolderType.GUARDIAN;
  return {
    cardId: row.cardId,
    cardNo: row.cardNo,
    status: row.status,
    childId: row.childId,
    holderType: row.holderType,
    holderId: row.holderId,
    boundAt: row.boundAt,
    studentName: row.studentName,
    childInSchool: row.childStatus === StudentStatus.IN_SCHOOL,
    className: row.className,
    holderName: (isGuardian ? row.guardianName : row.pickUpName) ?? '',
    phone: (isGuardian ? row.guardianPhone : row.pickUpPhone) ?? '',
    relationType: (isGuardian ? row.guardianRelationType : row.pickUpRelationType) ?? 0,
    relationName: isGuardian ? row.guardianRelationName : row.pickUpRelationName,
    photoUrl: isGuardian ? null : row.photoUrl,
    /** The guardian relation is not relieved, or the pick-up person not removed. */
    stillRelated: isGuardian ? row.guardianName !== null && row.relievedAt === null : row.pickUpName !== null && row.removedAt === null,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}
export type CardWithHolder = ReturnType<typeof withHolder>;

export async function activeCardsNumbered(db: SchoolDb, cardNos: string[]): Promise<CardWithHolder[]> {
  if (cardNos.length === 0) return [];
  const rows = await cardsWithHolders(db).where('card.cardNo', 'in', cardNos).where('card.status', '=', StudentCardStatus.NORMAL).orderBy('card.id').execute();
  return rows.map(withHolder);
}

export async function findCard(db: SchoolDb, cardId: number): Promise<CardWithHolder | undefined> {
  const row = await cardsWithHolders(db).where('card.id', '=', cardId).executeTakeFirst();
  return row && withHolder(row);
}

export async function cardNumberWasIssued(db: SchoolDb, cardNo: string): Promise<boolean> {
  const row = await db.selectFrom('pickupCard').select('id').where('cardNo', '=', cardNo).limit(1).executeTakeFirst();
  return Boolean(row);
}

/** The active cards each holder has for a child, keyed `childId:holderType:holderId`. */
export async function activeCardsOfHolders(db: SchoolDb, childIds: number[]): Promise<Map<string, string>> {
  const held = new Map<string, string>();
  for await (const batch of inBatches([...new Set(childIds)])) {
    const rows = await db
      .selectFrom('pickupCard')
      .select(['childId', 'holderType', 'holderId', 'cardNo'])
      .where('childId', 'in', batch)
      .where('status', '=', StudentCardStatus.NORMAL)
      .execute();
    for (const row of rows) held.set(holderKey(row), row.cardNo);
  }
  return held;
}

export const holderKey = (holder: CardHolder) => `${holder.childId}:${holder.holderType}:${holder.holderId}`;

export async function insertCards(db: SchoolDb, cards: (CardHolder & { cardNo: string })[], stamp: CardStamp): Promise<number[]> {
  const ids: number[] = [];
  for await (const batch of inBatches(cards)) {
    const rows = await db
      .insertInto('pickupCard')
      .values(
        batch.map((card) => ({
          cardNo: card.cardNo,
          childId: card.childId,
          holderType: card.holderType,
          holderId: card.holderId,
          status: StudentCardStatus.NORMAL,
          boundAt: stamp.at,
          boundBy: stamp.teacherId,
          cancelledAt: null,
          cancelledBy: null,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export async function cancelCards(db: SchoolDb, cardIds: number[], stamp: CardStamp): Promise<void> {
  for await (const batch of inBatches(cardIds)) {
    await db.updateTable('pickupCard').set(cancelled(stamp)).where('id', 'in', batch).where('status', '=', StudentCardStatus.NORMAL).execute();
  }
}

/** The numbers of the cards a promotion cancelled that someone else holds now: those cannot come back. */
export async function numbersTakenSince(db: SchoolDb, promotionId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('pickupCard as cancelledCard')
    .innerJoin('pickupCard as activeCard', (join) =>
      join.onRef('activeCard.cardNo', '=', 'cancelledCard.cardNo').on('activeCard.status', '=', StudentCardStatus.NORMAL),
    )
    .select('cancelledCard.cardNo')
    .distinct()
    .where('cancelledCard.cancelledByPromotionId', '=', promotionId)
    .execute();
  return rows.map((row) => row.cardNo);
}

/** Gives back the cards a promotion cancelled, as they were. */
export async function restoreCardsCancelledBy(db: SchoolDb, promotionId: number): Promise<void> {
  await db
    .updateTable('pickupCard')
    .set({ status: StudentCardStatus.NORMAL, cancelledAt: null, cancelledBy: null, cancelledByPromotionId: null })
    .where('cancelledByPromotionId', '=', promotionId)
    .execute();
}

// ---- the card list: every in-school child's guardians and pick-up people ----

export interface CardListFilter {
  classId?: number | undefined;
  searchContent?: string | undefined;
  cardNo?: string | undefined;
  status?: number | undefined;
}

/** Every guardian (relation not relieved) and pick-up person (not removed) of every child, as possible card holders. */
function holders(db: SchoolDb) {
  const noDate = sql<string | null>`cast(null as text)`;
  const guardians = db
    .selectFrom('childGuardian')
    .innerJoin('guardian', 'guardian.id', 'childGuardian.guardianId')
    .select([
      'childGuardian.childId',
      sql.lit<number>(CardHolderType.GUARDIAN).as('holderType'),
      'guardian.id as holderId',
      'guardian.name as holderName',
      'guardian.phone',
      'childGuardian.relationType',
      'childGuardian.relationName',
      noDate.as('validFrom'),
      noDate.as('validTo'),
    ])
    .where('childGuardian.relievedAt', 'is', null);
  const pickUpPeople = db
    .selectFrom('pickupPerson')
    .select([
      'pickupPerson.childId',
      sql.lit<number>(CardHolderType.PICK_UP_PERSON).as('holderType'),
      'pickupPerson.id as holderId',
      'pickupPerson.name as holderName',
      'pickupPerson.phone',
      'pickupPerson.relationType',
      'pickupPerson.relationName',
      'pickupPerson.validFrom',
      'pickupPerson.validTo',
    ])
    .where('pickupPerson.removedAt', 'is', null);
  return guardians.unionAll(pickUpPeople);
}

export async function holdersOfChildren(db: SchoolDb, childIds: number[]) {
  const found = [];
  for await (const batch of inBatches([...new Set(childIds)])) {
    found.push(...(await db.selectFrom(holders(db).as('holder')).selectAll().where('holder.childId', 'in', batch).execute()));
  }
  return found.map((holder) => ({ ...holder, holderType: Number(holder.holderType) }));
}

function cardListQuery(db: SchoolDb, filter: CardListFilter) {
  let query = db
    .selectFrom(holders(db).as('holder'))
    .innerJoin('child', 'child.id', 'holder.childId')
    .leftJoin('schoolClass', 'schoolClass.id', 'child.classId')
    .leftJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .leftJoin('pickupCard as card', (join) =>
      join
        .onRef('card.childId', '=', 'holder.childId')
        .onRef('card.holderType', '=', 'holder.holderType')
        .onRef('card.holderId', '=', 'holder.holderId')
        .on('card.status', '=', StudentCardStatus.NORMAL),
    )
    .where('child.status', '=', StudentStatus.IN_SCHOOL);
  const cardsOfHolder = (status?: number) => {
    let cards = db
      .selectFrom('pickupCard as held')
      .select('held.id')
      .where('held.childId', '=', sql.ref<number>('holder.childId'))
      .where('held.holderType', '=', sql.ref<number>('holder.holderType'))
      .where('held.holderId', '=', sql.ref<number>('holder.holderId'));
    if (status !== undefined) cards = cards.where('held.status', '=', status);
    return cards;
  };
  if (filter.classId) query = query.where('child.classId', '=', filter.classId);
  if (filter.searchContent) {
    const search = filter.searchContent;
    query = query.where((eb) => eb.or([containsText(eb.ref('child.name'), search), containsText(eb.ref('holder.holderName'), search), containsText(eb.ref('holder.phone'), search)]));
  }
  if (filter.cardNo) query = query.where((eb) => eb.exists(cardsOfHolder().where((card) => containsText(card.ref('held.cardNo'), filter.cardNo!.toUpperCase()))));
  if (filter.status === StudentCardStatus.NORMAL) query = query.where('card.id', 'is not', null);
  if (filter.status === StudentCardStatus.CANCELLED) query = query.where('card.id', 'is', null).where((eb) => eb.exists(cardsOfHolder(StudentCardStatus.CANCELLED)));
  if (filter.status === StudentCardStatus.NOT_ISSUED) query = query.where((eb) => eb.not(eb.exists(cardsOfHolder())));
  return { query, cardsOfHolder };
}

export async function listCardRows(db: SchoolDb, filter: CardListFilter, page: { offset: number; limit: number }) {
  const { query, cardsOfHolder } = cardListQuery(db, filter);
  const lastCancelled = cardsOfHolder(StudentCardStatus.CANCELLED).orderBy('held.id', 'desc').limit(1);
  const rows = await query
    .select([
      'child.id as studentId',
      'child.name as studentName',
      'child.classId',
      'schoolClass.name as className',
      'holder.holderType',
      'holder.holderId',
      'holder.holderName',
      'holder.phone',
      'holder.relationType',
      'holder.relationName',
      'card.id as activeCardId',
      'card.cardNo as activeCardNo',
      'card.boundAt',
      lastCancelled.as('cancelledCardId'),
    ])
    .orderBy('grade.level')
    .orderBy('schoolClass.id')
    .orderBy('child.name')
    .orderBy('child.id')
    .orderBy('holder.holderType')
    .orderBy('holder.holderId')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const cancelledIds = rows.flatMap((row) => (row.cancelledCardId && !row.activeCardId ? [row.cancelledCardId] : []));
  const cancelledNumbers = new Map(
    cancelledIds.length ? (await db.selectFrom('pickupCard').select(['id', 'cardNo']).where('id', 'in', cancelledIds).execute()).map((card) => [card.id, card.cardNo]) : [],
  );
  return rows.map(({ activeCardId, activeCardNo, cancelledCardId, ...row }) => {
    const status = activeCardId ? StudentCardStatus.NORMAL : cancelledCardId ? StudentCardStatus.CANCELLED : StudentCardStatus.NOT_ISSUED;
    const cardId = activeCardId ?? cancelledCardId ?? null;
    return { ...row, holderType: Number(row.holderType), status, cardId, cardNo: activeCardNo ?? (cancelledCardId ? (cancelledNumbers.get(cancelledCardId) ?? null) : null) };
  });
}

export async function countCardRows(db: SchoolDb, filter: CardListFilter): Promise<number> {
  const row = await cardListQuery(db, filter).query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- paid card applications ----

export interface ApplicationFilter {
  classId?: number | undefined;
  searchContent?: string | undefined;
  isIssued?: boolean | undefined;
  /** ISO times: paid at or after `paidFrom`, before `paidBefore`. */
  paidFrom?: string | undefined;
  paidBefore?: string | undefined;
}

function applicationsQuery(db: SchoolDb, filter: ApplicationFilter) {
  let query = db
    .selectFrom('cardApplication')
    .innerJoin('child', 'child.id', 'cardApplication.childId')
    .leftJoin('schoolClass', 'schoolClass.id', 'child.classId')
    .leftJoin('teacher', 'teacher.id', 'cardApplication.issuedBy');
  if (filter.classId) query = query.where('child.classId', '=', filter.classId);
  if (filter.searchContent) {
    const search = filter.searchContent;
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('child.name'), search), containsText(eb.ref('cardApplication.applicantName'), search), containsText(eb.ref('cardApplication.applicantPhone'), search)]),
    );
  }
  if (filter.isIssued !== undefined) query = query.where('cardApplication.issuedAt', filter.isIssued ? 'is not' : 'is', null);
  if (filter.paidFrom) query = query.where('cardApplication.paidAt', '>=', filter.paidFrom);
  if (filter.paidBefore) query = query.where('cardApplication.paidAt', '<', filter.paidBefore);
  return query;
}

export function listApplications(db: SchoolDb, filter: ApplicationFilter, page: { offset: number; limit: number }) {
  return applicationsQuery(db, filter)
    .select([
      'cardApplication.id as applyId',
      'child.id as studentId',
      'child.name as studentName',
      'schoolClass.name as className',
      'cardApplication.applicantName',
      'cardApplication.applicantPhone as phone',
      'cardApplication.relationType',
      'cardApplication.amountFen',
      'cardApplication.orderNo',
      'cardApplication.paidAt',
      'cardApplication.issuedAt',
      'teacher.name as issuedByName',
      'cardApplication.cardNo',
    ])
    .orderBy('cardApplication.paidAt', 'desc')
    .orderBy('cardApplication.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countApplications(db: SchoolDb, filter: ApplicationFilter): Promise<number> {
  const row = await applicationsQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findApplication(db: SchoolDb, applyId: number) {
  return db.selectFrom('cardApplication').selectAll().where('id', '=', applyId).executeTakeFirst();
}

export async function markIssued(db: SchoolDb, applyId: number, issue: { issuedAt: string; issuedBy: number; cardNo: string | null }): Promise<void> {
  await db.updateTable('cardApplication').set(issue).where('id', '=', applyId).execute();
}

import { randomUUID } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { executeNamed, type ReadDb } from '@kamra/read-model';
import type { PriceKey, SortKey } from './listing-cursor.js';

/**
 * What changes between two asks of one search that reach the same statement: the clock (what is
 * public now), the moment the first page was asked (which boosts count), and the cursor's key.
 * Everything else in a statement follows from the search and from where the walk stands.
 */
export interface Moment {
  now: Date;
  boostNow: Date;
  after: SortKey | PriceKey | null;
}

type Slot = keyof typeof STAND_INS;

/**
 * Values no ask can have, put where a moment's values go, so that the parameters they land in
 * can be found. A cursor's amount is a whole number and its instant and id are checked as such,
 * so a fraction and the process's own random text never equal one.
 */
const STAND_INS = {
  now: new Date(Date.UTC(1971, 0, 1)),
  boostNow: new Date(Date.UTC(1972, 0, 1)),
  at: `at ${randomUUID()}`,
  id: `id ${randomUUID()}`,
  amount: 0.5,
} as const;
const SLOTS = Object.keys(STAND_INS) as Slot[];

function standIn({ after }: Moment): Moment {
  return {
    now: STAND_INS.now,
    boostNow: STAND_INS.boostNow,
    after: after === null ? null : 'at' in after ? { at: STAND_INS.at, id: STAND_INS.id } : { amount: STAND_INS.amount, id: STAND_INS.id },
  };
}

function valueOf(moment: Moment, slot: Slot): unknown {
  const { after } = moment;
  switch (slot) {
    case 'now': return moment.now;
    case 'boostNow': return moment.boostNow;
    case 'at': return after && 'at' in after ? after.at : undefined;
    case 'id': return after?.id;
    case 'amount': return after && 'amount' in after ? after.amount : undefined;
  }
}

/**
 * A shape's statement: its text, and each parameter either the same for every ask or one of the
 * moment's values. Not kysely's tree of the statement, which only plugins read (ReadDb has none)
 * and which held about 20 KB a shape.
 */
interface Template {
  sql: string;
  parameters: ReadonlyArray<{ fixed: unknown } | { slot: Slot }>;
}

/** What a shape holds: the first ask's statement until a second ask makes the template, or null if it cannot be made. */
type Kept = { seen: { sql: string; parameters: readonly unknown[] } } | Template | null;

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  // Arrays of terms are built afresh each time.
  return typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The template of a shape from an ask's statement (`seen`, built with its own values) and the
 * statement built with the stand-ins: the text must be the same, a parameter holding a stand-in
 * is that slot, and every other parameter must be equal in both. Null otherwise: a value written
 * into the text, or one that changed between the two asks and is no moment's (a value the
 * statement took from somewhere else), and the shape is then built for every ask.
 */
function templateOf(seen: { sql: string; parameters: readonly unknown[] }, standingIn: CompiledQuery): Template | null {
  if (seen.sql !== standingIn.sql || seen.parameters.length !== standingIn.parameters.length) return null;
  const parameters: Array<{ fixed: unknown } | { slot: Slot }> = [];
  for (let i = 0; i < standingIn.parameters.length; i++) {
    const value = standingIn.parameters[i];
    const slot = SLOTS.find((name) => STAND_INS[name] === value);
    if (slot) parameters.push({ slot });
    else if (sameValue(seen.parameters[i], value)) parameters.push({ fixed: value });
    else return null;
  }
  return { sql: standingIn.sql, parameters };
}

/** The most shapes kept for one database; a full memo starts again, as the plans' memo does. */
const SHAPES_KEPT = 2000;
/** By database: its dialect writes the schema into every statement's text. */
const keptOf = new WeakMap<ReadDb, Map<string, Kept>>();

/**
 * Runs one of a search's statements, built with kysely only for the first two asks of its shape:
 * building and compiling a search's statement took about a third of the CPU the service's code
 * spent on a search asked again without the page cache, and every ask of a shape makes the same text with the moment's
 * values in the same places. The first ask is built as it comes; the second is built with
 * stand-ins for the moment's values, which shows where they go; later asks fill them in. `shape`
 * must name everything the statement is built from but the moment: the search, and where its
 * walk stands; a null `shape` builds the statement for this ask alone. Named (executeNamed) when
 * `named`, so that Postgres plans it once rather than on every page, where planning took as long
 * as running it; else planned for its values.
 */
export function runShaped<R>(
  db: ReadDb, shape: string | null, build: (moment: Moment) => { compile(): CompiledQuery<R> }, moment: Moment, named: boolean,
): Promise<R[]> {
  const compiled = shape === null ? build(moment).compile() : shaped(db, shape, build, moment);
  return named ? executeNamed(db, compiled) : db.executeQuery(compiled).then((result) => result.rows);
}

function shaped<R>(db: ReadDb, shape: string, build: (moment: Moment) => { compile(): CompiledQuery<R> }, moment: Moment): CompiledQuery<R> {
  let shapes = keptOf.get(db);
  if (!shapes) keptOf.set(db, (shapes = new Map()));
  const kept = shapes.get(shape);
  if (kept === undefined || kept === null) {
    const compiled = build(moment).compile();
    if (kept === undefined) {
      if (shapes.size >= SHAPES_KEPT) shapes.clear();
      shapes.set(shape, { seen: { sql: compiled.sql, parameters: compiled.parameters } });
    }
    return compiled;
  }
  let template: Template;
  if ('seen' in kept) {
    const made = templateOf(kept.seen, build(standIn(moment)).compile());
    shapes.set(shape, made);
    if (!made) return build(moment).compile();
    template = made;
  } else {
    template = kept;
  }
  const parameters = template.parameters.map((parameter) => ('fixed' in parameter ? parameter.fixed : valueOf(moment, parameter.slot)));
  return CompiledQuery.raw(template.sql, parameters) as CompiledQuery<R>;
}

/** How many shapes of `db` have a template, and how many could not have one (tests). */
export function shapesKept(db: ReadDb): { templates: number; builtEachTime: number } {
  const kept = [...(keptOf.get(db)?.values() ?? [])];
  return { templates: kept.filter((shape) => shape !== null && !('seen' in shape)).length, builtEachTime: kept.filter((shape) => shape === null).length };
}

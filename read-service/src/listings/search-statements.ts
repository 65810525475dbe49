import { randomUUID } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { executeNamed, type ReadDb } from '@kamra/read-model';
import type { PriceKey, SortKey } from './listing-cursor.js';

/**
 * What changes between two asks of one search that reach the same statement: the clock (what is
 * public now), the moment the first page was asked (which boosts count), and the cursor's key.
 * Everything else in a statement follows from the search and from where the walk stands. A
 * statement's build must put these values into it as they are, as parameters, and never choose
 * anything by them: a shape's later asks only put their own values where the first ones went.
 */
export interface Moment {
  now: Date;
  boostNow: Date;
  after: SortKey | PriceKey | null;
}

type Slot = keyof typeof STAND_INS[0];

/**
 * Two sets of values put where a moment's values go, to find the parameters they land in: a
 * parameter that differs between the two builds is one of these, and one that is the same in
 * both is not, whatever its value. So a filter's value that happened to equal a stand-in is still
 * seen as the filter's.
 */
const STAND_INS = [
  { now: new Date(Date.UTC(1971, 0, 1)), boostNow: new Date(Date.UTC(1972, 0, 1)), at: `at ${randomUUID()}`, id: `id ${randomUUID()}`, amount: 0.25 },
  { now: new Date(Date.UTC(1973, 0, 1)), boostNow: new Date(Date.UTC(1974, 0, 1)), at: `at ${randomUUID()}`, id: `id ${randomUUID()}`, amount: 0.75 },
] as const;
const SLOTS = Object.keys(STAND_INS[0]) as Slot[];

function standIn({ after }: Moment, which: 0 | 1): Moment {
  const values = STAND_INS[which];
  return {
    now: values.now,
    boostNow: values.boostNow,
    after: after === null ? null : 'at' in after ? { at: values.at, id: values.id } : { amount: values.amount, id: values.id },
  };
}

function valueOf(moment: Moment, slot: Slot): unknown {
  const { after } = moment;
  const value = slot === 'now' ? moment.now
    : slot === 'boostNow' ? moment.boostNow
    : slot === 'at' ? (after && 'at' in after ? after.at : undefined)
    : slot === 'id' ? after?.id
    : after && 'amount' in after ? after.amount : undefined;
  // A shape names whether a cursor's key follows, so its asks all have one or none; never send NULL for one.
  if (value === undefined) throw new Error(`a search statement's ${slot} has no value in this ask`);
  return value;
}

/**
 * A shape's statement: its text, and each parameter either the same for every ask or one of the
 * moment's values. Not kysely's tree of the statement, which only plugins read (ReadDb has none)
 * and which held about 25 KB a shape.
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
 * statement built with each set of stand-ins: the text must be the same in all three; a parameter
 * that differs between the two stand-in builds must hold that slot's stand-in in each; and every
 * other parameter must be equal in all three. Null otherwise: a value written into the text, one
 * changed on its way into the statement, or one that changed between two asks and is no moment's
 * (a value the build took from somewhere else); the shape is then built for every ask.
 */
function templateOf(seen: { sql: string; parameters: readonly unknown[] }, first: CompiledQuery, second: CompiledQuery): Template | null {
  const length = seen.parameters.length;
  if (first.sql !== seen.sql || second.sql !== seen.sql || first.parameters.length !== length || second.parameters.length !== length) return null;
  const parameters: Array<{ fixed: unknown } | { slot: Slot }> = [];
  for (let i = 0; i < length; i++) {
    const [a, b] = [first.parameters[i], second.parameters[i]];
    if (sameValue(a, b)) {
      if (!sameValue(a, seen.parameters[i])) return null;
      parameters.push({ fixed: a });
      continue;
    }
    const slot = SLOTS.find((name) => STAND_INS[0][name] === a && STAND_INS[1][name] === b);
    if (!slot) return null;
    parameters.push({ slot });
  }
  return { sql: seen.sql, parameters };
}

/** The most shapes kept for one database; a full memo starts again, as the plans' memo does. */
const SHAPES_KEPT = 2000;
/** By database: its dialect writes the schema into every statement's text. */
const keptOf = new WeakMap<ReadDb, Map<string, Kept>>();
/** How many asks of each database were answered from a template. */
const filledOf = new WeakMap<ReadDb, number>();

/**
 * Runs one of a search's statements, built with kysely only for the first two asks of its shape.
 * Every ask of a shape makes the same text with the moment's values in the same places, and
 * building and compiling it took a quarter to a third of the CPU the service's code spent on a
 * search asked again without the page cache. The first ask is built as it comes. The second is built
 * twice more, with each set of stand-ins, which shows where the moment's values go. Later asks
 * fill them in. `shape` must name everything the statement is built from but the moment: the
 * search, and where its walk stands. A null `shape` builds the statement for this ask alone.
 * Named (executeNamed) when `named`, so that Postgres plans it once rather than on every page,
 * where planning took as long as running it; else planned for its values.
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
    const made = templateOf(kept.seen, build(standIn(moment, 0)).compile(), build(standIn(moment, 1)).compile());
    shapes.set(shape, made);
    if (!made) return build(moment).compile();
    template = made;
  } else {
    template = kept;
  }
  filledOf.set(db, (filledOf.get(db) ?? 0) + 1);
  const parameters = template.parameters.map((parameter) => ('fixed' in parameter ? parameter.fixed : valueOf(moment, parameter.slot)));
  return CompiledQuery.raw(template.sql, parameters) as CompiledQuery<R>;
}

/** How many shapes of `db` have a template, how many could not have one, and how many asks a template answered (tests). */
export function shapesKept(db: ReadDb): { templates: number; builtEachTime: number; filled: number } {
  const kept = [...(keptOf.get(db)?.values() ?? [])];
  return {
    templates: kept.filter((shape) => shape !== null && !('seen' in shape)).length,
    builtEachTime: kept.filter((shape) => shape === null).length,
    filled: filledOf.get(db) ?? 0,
  };
}

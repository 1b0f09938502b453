// One family's game of tests/api/client_games.py played through the client openapi-generator's typescript-fetch
// makes from the served document (generated into ./client at test time); prints what it saw as JSON, in the shape
// of client_games.expected(). Usage: node play.js BASE_URL PLAY_JSON (the family's PLAYS entry, with "family" and a
// photo in Base64 to upload).

import {
  ConfirmationInputFromJSON,
  Configuration,
  GamesApi,
  NewGameFromJSON,
  RecordsApi,
  RoundInputFromJSON,
  RoundsApi,
} from "./client";
import type { Problem, RoundInput } from "./client";
import { problem } from "./problems";

type Entries = Array<Record<string, unknown>>;

interface Play {
  family: string;
  ruleset: string;
  sides: Array<{ name: string; players: string[] }>;
  rounds: Entries[];
  correction: { number: number; entries: Entries };
  refused: Entries;
  photo: string; // a small JPEG, in Base64
}

/** What a client does after a refusal: by its type (a problem's kind), and for each field problem by its code and
 * its JSON Pointer (never by the words, which are in the reader's language). */
function decide(problem: Problem): string[] {
  if (problem.type === "/problems/token") return ["send the token"];
  if (problem.type === "/problems/rate-limited") return ["wait"];
  return problem.problems.map((p) => `${p.code} at ${p.pointer ?? ""}`);
}

async function main(base: string, play: Play): Promise<void> {
  const family = play.family;
  const round = (entries: Entries): RoundInput => RoundInputFromJSON({ family, entries });
  const anyone = new Configuration({ basePath: base });
  const games = new GamesApi(anyone);
  const records = new RecordsApi(anyone);

  const listed: string[] = (await games.listRulesets()).rulesets.map((r) => r.key);
  const newGame = NewGameFromJSON({ family, ruleset: play.ruleset, sides: play.sides });
  const made = await games.createGameRaw({ newGame });
  const created = await made.value();
  if (made.raw.headers.get("Location") !== `/api/games/${created.id}`) {
    throw new Error(`Location: ${made.raw.headers.get("Location")}`);
  }
  const gameId = created.id;
  const rounds = new RoundsApi(new Configuration({ basePath: base, accessToken: created.token }));
  for (const entries of play.rounds) {
    const written = await rounds.addRound({ gameId, roundInput: round(entries) });
    if (written.family !== family) throw new Error(`a ${written.family} answer to a ${family} round`);
  }

  const read = await games.readGameRaw({ gameId });
  const game = await read.value();
  const before = read.raw.headers.get("ETag") ?? "";
  const { number, entries } = play.correction;
  const corrected = await rounds.correctRound({ gameId, number, roundInput: round(entries), ifMatch: before });
  const stale = await problem(rounds.correctRound({ gameId, number, roundInput: round(entries), ifMatch: before }));
  const refused = await problem(rounds.addRound({ gameId, roundInput: round(play.refused) }));
  const anonymous = await problem(new RoundsApi(anyone).addRound({ gameId, roundInput: round(play.rounds[0]) }));

  const pages: number[] = [];
  const actions: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await records.readGameHistoryRaw({ gameId, limit: 2, after });
    const history = await page.value();
    pages.push(history.events.length);
    actions.push(...history.events.map((e) => e.action));
    if (!history.next) break;
    if (page.raw.headers.get("Link") !== `<${history.next}>; rel="next"`) throw new Error("no Link to the next page");
    after = new URL(history.next, base).searchParams.get("after") ?? undefined;
  }
  const exported = await records.exportGame({ gameId });
  const spreadsheet: string = await records.exportGameCsv({ gameId });
  const csvLines = spreadsheet.replace(/^\uFEFF/, "").split(/\r?\n/).filter((line) => line !== "").slice(1);
  const photo = new Blob([Buffer.from(play.photo, "base64")], { type: "image/jpeg" });
  const sent = await rounds.addPhotoRaw({ gameId, number: 1, photo });
  const kept = await sent.value();
  const picture = await new RoundsApi(anyone).readPhoto({ gameId, number: 1, photoId: kept.id });
  const confirmationInput = ConfirmationInputFromJSON({ side: 0 });
  const confirmed = await rounds.confirmRound({ gameId, number: 1, confirmationInput });

  const seen = {
    listed: listed.includes(play.ruleset),
    created: made.raw.status,
    scores: game.rounds.map((r) => r.entries.map((e) => e.score)),
    totals: game.sides.map((s) => s.total),
    corrected: corrected.game?.sides.map((s) => s.total),
    stale: { status: stale.status, type: stale.type, rounds: stale.game?.rounds.length },
    refused: { status: refused.status, type: refused.type, errors: refused.errors },
    branched: { refused: decide(refused), anonymous: decide(anonymous)[0] },
    history: { pages, actions },
    export: { family: exported.family, rounds: exported.rounds.length },
    csv: { rows: csvLines.length, totals: csvLines.slice(-2).map((line) => Number(line.split(",").pop())) },
    photo: {
      status: sent.raw.status,
      round: kept.round,
      media_type: kept.mediaType,
      width: kept.width,
      read: picture.size === kept.size,
    },
    confirmed: confirmed.confirmedBy.map((c) => ({ side: c.side, changed: confirmed.changed })),
  };
  process.stdout.write(JSON.stringify(seen));
}

main(process.argv[2], JSON.parse(process.argv[3]) as Play).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

// The club evening of tests/api/client_evenings.py run through the client openapi-generator's typescript-fetch makes
// from the served document (generated into ./client at test time); prints what it read as JSON, the plain data
// client_evenings.summary() takes. Usage: node evening.js BASE_URL PLAN_JSON (the plan: league, start, hands by
// round and table number, the late table, the arrival's name and the leaver's seat).

import { Configuration, EveningsApi, LeaguesApi, NewEveningFromJSON, NewLeagueFromJSON } from "./client";
import { ResponseError, RoundInputFromJSON, RoundsApi } from "./client";
import type { Evening, Ranking, TableAt } from "./client";
import { problem } from "./problems";

type Entries = Array<Record<string, unknown>>;

interface Plan {
  league: Record<string, unknown>;
  start: Record<string, unknown>;
  hands: Record<string, Record<string, Entries[]>>;
  late_table: number;
  arrival: string;
  leaver_seat: string;
}

/** An evening as summary() takes it (seats with the player's name). */
function plain(evening: Evening) {
  const table = (t: TableAt) => ({
    number: t.number,
    state: t.state,
    hands: t.hands,
    totals: t.totals,
    game: t.game,
    token: t.token ?? null,
    edit_link: t.editLink ?? null,
    seats: t.seats.map((s) => ({ seat: s.seat, side: s.side, name: s.player.name })),
  });
  return {
    family: evening.family,
    state: evening.state,
    bands: evening.bands,
    players: evening.players.map((p) => ({ name: p.name, arrived: p.arrived, left: p.left })),
    drawn: evening.drawn.map((r) => ({
      number: r.number,
      state: r.state,
      byes: r.byes.map((b) => b.name),
      tables: r.tables.map(table),
    })),
  };
}

/** A ranking as summary() takes it. */
function rows(ranking: Ranking) {
  return {
    final: ranking._final, // "final" is a reserved word to openapi-generator: typescript-fetch names it _final
    rows: ranking.rows.map((r) => ({
      name: r.player.name,
      rank: r.rank,
      victory_points: r.victoryPoints,
      difference: r.difference,
      points: r.points,
      played: r.played,
      byes: r.byes,
    })),
  };
}

/** The status of a read the client treats as not a success (a 304 is no 2xx). */
async function status(call: Promise<unknown>): Promise<number> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ResponseError) return error.response.status;
    throw error;
  }
  return 200;
}

async function main(base: string, plan: Plan): Promise<void> {
  const league = await new LeaguesApi(new Configuration({ basePath: base })).createLeague({
    newLeague: NewLeagueFromJSON(plan.league),
  });
  const evenings = new EveningsApi(new Configuration({ basePath: base, accessToken: league.token }));
  const made = await evenings.createEveningRaw({ leagueId: league.id, newEvening: NewEveningFromJSON(plan.start) });
  const started = await made.value();
  const eveningId = started.id;
  const read = await evenings.readEveningRaw({ eveningId });
  const organiser = await read.value();
  const notModified = await status(evenings.readEvening({ eveningId, ifNoneMatch: read.raw.headers.get("ETag") ?? "" }));

  async function typeHands(tables: TableAt[], round: number, from = 0, to?: number): Promise<void> {
    for (const table of tables) {
      const rounds = new RoundsApi(new Configuration({ basePath: base, accessToken: table.token ?? "" }));
      for (const entries of plan.hands[String(round)][String(table.number)].slice(from, to)) {
        const roundInput = RoundInputFromJSON({ family: "canasta", entries });
        await rounds.addRound({ gameId: table.game, roundInput });
      }
    }
  }

  const first = organiser.drawn[0].tables;
  const late = first.filter((t) => t.number === plan.late_table);
  await typeHands(first.filter((t) => t.number !== plan.late_table), 1);
  await typeHands(late, 1, 0, 1);
  const refused = await problem(evenings.closeEveningRound({ eveningId }));
  const seated = first.flatMap((t) => t.seats).find((s) => s.seat === plan.leaver_seat);
  if (seated === undefined) throw new Error(`nobody at ${plan.leaver_seat}`);
  await evenings.addEveningPlayers({ eveningId, arrivals: { newPlayers: [plan.arrival] } });
  await evenings.removeEveningPlayer({ eveningId, playerId: seated.player.id });
  await typeHands(late, 1, 1, 2);
  const closedOne = await evenings.closeEveningRound({ eveningId });
  const rankingOne = await evenings.readEveningRanking({ eveningId });
  await typeHands(closedOne.drawn[1].tables, 2);
  const finished = await evenings.closeEveningRound({ eveningId, playing: "refuse" });
  const final = await evenings.readEveningRanking({ eveningId });

  const seen = {
    created: made.raw.status,
    started: plain(started),
    organiser: plain(organiser),
    not_modified: notModified,
    refused: { status: refused.status, type: refused.type, code: refused.problems[0].code },
    leaver: seated.player.name,
    closed_one: plain(closedOne),
    ranking_one: rows(rankingOne),
    finished: plain(finished),
    final: rows(final),
  };
  process.stdout.write(JSON.stringify(seen));
}

main(process.argv[2], JSON.parse(process.argv[3]) as Plan).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

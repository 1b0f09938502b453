// A retried creation through the client openapi-generator's typescript-fetch makes from the served document: one
// new game sent twice with one Idempotency-Key makes one game, the second answer the first again. Usage: node
// retry.js BASE_URL KEY; prints what it saw as JSON.

import { Configuration, GamesApi, NewGameFromJSON } from "./client";

async function main(base: string, key: string): Promise<void> {
  const games = new GamesApi(new Configuration({ basePath: base }));
  const sides = [
    { name: "Anna & Ben", players: ["Anna", "Ben"] },
    { name: "Cara & Dan", players: ["Cara", "Dan"] },
  ];
  const newGame = NewGameFromJSON({ family: "canasta", ruleset: "classic", sides });
  const first = await games.createGameRaw({ newGame, idempotencyKey: key });
  const again = await games.createGameRaw({ newGame, idempotencyKey: key });
  const [made, remade] = [await first.value(), await again.value()];
  const seen = {
    statuses: [first.raw.status, again.raw.status],
    id: made.id,
    same: remade.id === made.id && remade.token === made.token,
    replayed: again.raw.headers.get("Idempotent-Replayed"),
  };
  process.stdout.write(JSON.stringify(seen));
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

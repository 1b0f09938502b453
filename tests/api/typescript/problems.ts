// The problem details of a call the server refuses, parsed by the generated client's own Problem model (shared by
// play.ts and evening.ts).

import { ProblemFromJSON, ResponseError } from "./client";
import type { Problem } from "./client";

/** A problem details answer the client refused to parse as a success, parsed by its own model. */
export async function problem(call: Promise<unknown>): Promise<Problem> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ResponseError) {
      if (error.response.headers.get("Content-Type") !== "application/problem+json") {
        throw new Error(`not problem details: ${error.response.headers.get("Content-Type")}`);
      }
      return ProblemFromJSON(await error.response.json());
    }
    throw error;
  }
  throw new Error("the server accepted what it should refuse");
}

/** How long a command waits for a reachable database before failing (the api then answers 503 at once). */
export const DATABASE_UNREACHABLE_AFTER_MS = 800;

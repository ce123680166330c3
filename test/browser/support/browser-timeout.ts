// A real browser signing in through the provider and loading the back-office: give it room on a busy 2-core machine.
jest.setTimeout(90_000);

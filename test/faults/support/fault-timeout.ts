// A fault test waits for processes to start, die and recover: minutes, not seconds.
jest.setTimeout(180_000);

import { describe, expect, it } from 'vitest';
import { earlyRequests } from './early-requests';

describe('early requests', () => {
  it('hands the started answer to the first taker only', async () => {
    const requests = earlyRequests(() => 0);
    requests.start('/api/listings/1', () => Promise.resolve({ id: '1' }));
    await expect(requests.take('/api/listings/1')).resolves.toEqual({ id: '1' });
    expect(requests.take('/api/listings/1')).toBeUndefined();
  });

  it('has nothing for a path nobody started', () => {
    expect(earlyRequests(() => 0).take('/api/listings/2')).toBeUndefined();
  });

  it('starts a path once while its answer is fresh', () => {
    let loads = 0;
    const requests = earlyRequests(() => 0);
    requests.start('/api/listings/1', () => Promise.resolve(++loads));
    requests.start('/api/listings/1', () => Promise.resolve(++loads));
    expect(loads).toBe(1);
  });

  it('drops an answer older than its age limit, so a later visit asks the server again', () => {
    let clock = 0;
    const requests = earlyRequests(() => clock, 1000);
    requests.start('/api/listings/1', () => Promise.resolve('old'));
    clock = 1001;
    expect(requests.take('/api/listings/1')).toBeUndefined();
  });

  it('holds takers back until a start being decided is made, so the taker finds it', async () => {
    const requests = earlyRequests(() => 0);
    let loads = 0;
    let codeArrives: () => void = () => undefined;
    const code = new Promise<void>((resolve) => { codeArrives = resolve; });
    requests.decide(code.then(() => requests.start('/api/listings?kind=room', () => Promise.resolve(++loads))));
    const taken = requests.decided().then(() => requests.take('/api/listings?kind=room'));
    codeArrives();
    await expect(taken).resolves.toBe(1);
    expect(loads).toBe(1);
  });

  it('lets takers on when a start being decided fails', async () => {
    const requests = earlyRequests(() => 0);
    requests.decide(Promise.reject(new Error('chunk failed to load')));
    await expect(requests.decided()).resolves.toBeUndefined();
    expect(requests.take('/api/listings?kind=room')).toBeUndefined();
  });

  it('keeps a failed answer for its taker to report, without an unhandled rejection', async () => {
    const requests = earlyRequests(() => 0);
    requests.start('/api/listings/1', () => Promise.reject(new Error('offline')));
    await expect(requests.take('/api/listings/1')).rejects.toThrow('offline');
  });
});

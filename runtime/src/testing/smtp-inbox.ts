import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ArrivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in process that can refuse: each address's tries are answered from
 * `refusals` (one reply code per try, 4xx for now, 5xx for good) until its list runs out, then
 * taken. What it took is in `arrived`; every RCPT TO it was asked, taken or not, in `tried`, so a
 * test counts how often a mail was tried as well as how often it arrived.
 */
export class SmtpInbox {
  readonly arrived: ArrivedMail[] = [];
  readonly tried: string[] = [];
  readonly refusals = new Map<string, number[]>();
  private readonly server: SMTPServer;

  /** With `refuseFirstTries`, every address's first try is refused for now (451) unless `refusals` says otherwise. */
  constructor(options: { refuseFirstTries?: boolean } = {}) {
    const triedOnce = new Set<string>();
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo: (address, _session, callback) => {
        this.tried.push(address.address);
        let code = this.refusals.get(address.address)?.shift();
        if (code === undefined && options.refuseFirstTries && !triedOnce.has(address.address)) code = 451;
        triedOnce.add(address.address);
        if (code === undefined) return callback();
        return callback(Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.arrived.push({
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
  }

  /** Listens on `port` (0: any free one) of 127.0.0.1; resolves to the port. */
  async listen(port = 0): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  /** Stops listening; nothing to do when it never listened (a test that starts it late). */
  async close(): Promise<void> {
    if (this.server.server.listening) await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

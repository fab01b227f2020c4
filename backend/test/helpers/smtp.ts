import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port (the `smtp-server` package) that records what it receives. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** While > 0, each delivery is refused with a temporary 451 error (and the counter goes down). */
  refuseNext = 0;
  /**
   * While true, each message is taken in whole but never answered (the sender waits for the reply
   * that would confirm it): as a mail in flight when its sender dies. Kept in `held`, not `received`.
   */
  hold = false;
  readonly held: ReceivedMail[] = [];
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refuseNext > 0) {
            this.refuseNext -= 1;
            const error = new Error('Try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            return callback(error);
          }
          const mail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          };
          if (this.hold) {
            this.held.push(mail);
            return;
          }
          this.received.push(mail);
          callback();
        });
      },
    });
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}?tls=off`;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Decodes the quoted-printable body parts of a raw message well enough to search its text. */
export function decodeQuotedPrintable(raw: string): string {
  const latin1 = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

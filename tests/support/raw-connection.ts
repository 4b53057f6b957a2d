import net from 'node:net';

/** A raw TCP connection to the portal on loopback: what it received, and whether it closed. */
export interface TRawConnection {
  socket: net.Socket;
  received(): string;
  closed(): boolean;
  /** Settles when the connection closes. */
  ended: Promise<void>;
}

/** Opens a raw TCP connection to 127.0.0.1:`port` (resolves once connected). */
export function connect(port: number): Promise<TRawConnection> {
  return new Promise((resolve, reject) => {
    let closed = false;
    let received = '';
    const socket = net.connect(port, '127.0.0.1');
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (received += d));
    const ended = new Promise<void>((done) =>
      socket.on('close', () => {
        closed = true;
        done();
      }),
    );
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => received, closed: () => closed, ended }));
    socket.once('error', reject);
  });
}

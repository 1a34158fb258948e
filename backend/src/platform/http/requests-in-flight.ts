/**
 * How many HTTP requests this process is answering right now. The embedded job queue lets them go
 * first: a burst of sign-ups is answered before the mails it causes are written (jobs/inline.job-queue).
 */
export class RequestsInFlight {
  private count = 0;
  /** One listener for every response (a response closes once): no closure made per request. */
  private readonly release = () => void this.count--;

  get busy(): boolean {
    return this.count > 0;
  }

  /** Counts a request until its connection's answer is finished or abandoned. */
  track(response: { on(event: 'close', listener: () => void): unknown }): void {
    this.count++;
    response.on('close', this.release);
  }
}

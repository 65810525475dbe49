/**
 * A comment is decided on the blog stream and appended to a stream of its own
 * (`blogcomment-{commentId}`). Deciding needs only whether the blog is published, which the
 * blog stream (published, deleted) says; keeping comments out of it means one more comment
 * costs the same on a blog with 10 comments as on one with 10,000. Blogs commented on before
 * this keep their old comments in the blog stream: it is replayed at its size then, and no
 * longer grows. A comment racing the blog's deletion can land just after it; the read side
 * shows comments only of blogs that exist, so it is never seen.
 */
import { blogCommentStream, blogStream } from '@kamra/contracts/events';
import { ConcurrencyError, formatPosition, type EventStore } from '@kamra/eventstore';
import { IdempotencyKeyReusedError } from '../commands/idempotency-key.js';
import { loadAggregate } from '../commands/handle-command.js';
import { eventMetadata, type CommandContext } from '../commands/event-metadata.js';
import { blogDecider, type AddBlogComment } from './blog-decider.js';

/**
 * Appends the comment and answers its position. Its id is fresh, or made from the author's
 * Idempotency-Key: then a comment already there is this one sent again, whose position is the
 * answer, unless the key came with other words.
 */
export async function addBlogComment(store: EventStore, command: AddBlogComment, context: CommandContext): Promise<string> {
  const { state } = await loadAggregate(store, blogStream(command.blogId), blogDecider);
  const events = blogDecider.decide(command, state);
  const stream = blogCommentStream(command.commentId);
  try {
    const result = await store.appendToStream(
      stream,
      events.map((event) => ({ type: event.type, data: event.data, metadata: eventMetadata(context) })),
      { expectedRevision: 'no_stream' },
    );
    return formatPosition(result.position);
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
    const [first] = (await store.readStream(stream)).events;
    const data = first?.data;
    if (!first || data?.['blogId'] !== command.blogId || data['userId'] !== command.userId || data['comment'] !== command.comment) {
      throw new IdempotencyKeyReusedError();
    }
    return formatPosition(first.position);
  }
}

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
import { formatPosition, type EventStore } from '@kamra/eventstore';
import { loadAggregate } from '../commands/handle-command.js';
import { eventMetadata, type CommandContext } from '../commands/event-metadata.js';
import { blogDecider, type AddBlogComment } from './blog-decider.js';

/** Appends the comment and answers its position. */
export async function addBlogComment(store: EventStore, command: AddBlogComment, context: CommandContext): Promise<string> {
  const { state } = await loadAggregate(store, blogStream(command.blogId), blogDecider);
  const events = blogDecider.decide(command, state);
  // The comment id is fresh, so its stream is new: a second append with it is a bug, not a retry.
  const result = await store.appendToStream(
    blogCommentStream(command.commentId),
    events.map((event) => ({ type: event.type, data: event.data, metadata: eventMetadata(context) })),
    { expectedRevision: 'no_stream' },
  );
  return formatPosition(result.position);
}

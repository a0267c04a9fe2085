import { Component, type ReactElement } from 'react';

/** The two fields of Preact's own objects that its `useId` reads, on the server and in the browser. */
type IdCounter = [string, number];
type PreactInternals = { __v: { __m?: IdCounter } };

/**
 * Gives the `useId` of the components inside their own counter, named by `id`: Preact counts
 * ids in render order from the page's root, so a part taken over in a later turn than on the
 * server got other ids than the server's HTML, which the take-over keeps; an element made
 * again later then carried an id another element already had
 * (docs/decisions/027-server-rendering.md, "Ids"). Preact's `useId` looks for the nearest
 * counter up the tree, the one its root keeps; this component keeps one of its own.
 */
export class IdScope extends Component<{ id: string; children: ReactElement }> {
  private readonly counter: IdCounter = [this.props.id, 0];

  override render() {
    // The counter goes on the element of this render: Preact makes a new one each time.
    (this as unknown as PreactInternals).__v.__m = this.counter;
    return this.props.children;
  }
}

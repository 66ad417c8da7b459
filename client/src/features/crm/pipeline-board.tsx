import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type Over,
} from '@dnd-kit/core';
import GripVertical from 'lucide-react/icons/grip-vertical';
import { useCallback, useMemo, useRef, useState } from 'react';
import { formatUsd } from '../../../../common/catalogue';
import type { Contact } from '../../../../common/contracts/crm';
import { contactStatuses, type ContactStatus } from '../../../../common/crm-rules';
import { crmText } from '../../../../content/crm';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { Skeleton, SkeletonRows } from '../../components/ui/states';
import { toast } from '../../lib/use-toast';
import { cn } from '../../lib/cn';
import { toastFailure } from '../../lib/toast-failure';
import { useNow } from '../../lib/use-now';
import { useAnalytics } from './api/get-analytics';
import { useContacts } from './api/list-contacts';
import { useUpdateContact } from './api/update-contact';
import { formatDealValue } from './format';

const text = crmText.pipeline;
const statusLabel = (status: string) => crmText.statusLabels[status as ContactStatus] ?? status;
const moveOptions = contactStatuses.map((s) => ({ value: s, label: crmText.statusLabels[s] }));

const contactOf = (active: Active) => active.data.current?.contact as Contact | undefined;
const columnOf = (over: Over | null) =>
  over && contactStatuses.includes(over.id as ContactStatus) ? (over.id as ContactStatus) : null;

// dnd-kit's own live region keeps the text of the last drag and hears nothing of a move made with
// the "Move to" list, so it is left silent and the board keeps one region of its own.
const silent = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

const columnSteps: Record<string, 1 | -1> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * A keyboard drag moves a card one column per arrow key (dnd-kit's default moves it 25 pixels,
 * a dozen presses to cross one column): into the middle of the next column in the board's order.
 */
const columnByColumn: KeyboardCoordinateGetter = (event, { context }) => {
  const step = columnSteps[event.code];
  const { collisionRect, droppableRects, droppableContainers, over, active } = context;
  if (!step || !collisionRect) return undefined;
  event.preventDefault();
  const from = columnOf(over) ?? (active ? contactOf(active)?.status : undefined);
  const target = from ? contactStatuses[contactStatuses.indexOf(from) + step] : undefined;
  const rect = target ? droppableRects.get(target) : undefined;
  if (!target || !rect) return undefined;
  // Below the column's heading, so that its name stays readable under the card.
  const column = droppableContainers.get(target)?.node.current;
  const header = column?.querySelector('header');
  const headerEnd =
    column && header
      ? header.getBoundingClientRect().bottom - column.getBoundingClientRect().top
      : 0;
  const highest = rect.top + headerEnd;
  const lowest = Math.max(rect.top + rect.height - collisionRect.height, rect.top);
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: Math.min(Math.max(collisionRect.top, highest), lowest),
  };
};

/**
 * What the board's live region says. A screen reader reads a region again only when its text
 * changes, so a sentence the same as the last one gets a trailing no-break space.
 */
function useAnnouncer() {
  const [said, setSaid] = useState({ text: '', times: 0 });
  const announce = useCallback(
    (text: string) => setSaid((last) => ({ text, times: last.text === text ? last.times + 1 : 0 })),
    [],
  );
  return [said.times % 2 === 1 ? `${said.text}\u00a0` : said.text, announce] as const;
}

/**
 * The pipeline board: one column per status with its count and deal-value total. A card moves to
 * another column by drag (pointer or keyboard, with dnd-kit's announcements) or with its
 * "Move to" list; either saves the contact's new status.
 */
export function PipelineBoard() {
  const now = useNow();
  const analytics = useAnalytics(now);
  const update = useUpdateContact();
  const [announcement, announce] = useAnnouncer();
  const overColumn = useRef<ContactStatus | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }),
  );

  async function move(contact: Contact, status: ContactStatus) {
    if (contact.status === status) return;
    try {
      // Only the status: a move never writes back the rest of a card that may be out of date.
      await update.mutateAsync({ id: contact.id, body: { status } });
      toast({ title: text.moved(contact.name, statusLabel(status)), variant: 'success' });
      announce(text.announcements.moved(contact.name, statusLabel(status)));
    } catch (error) {
      toastFailure(text.moveFailed, error);
      announce(text.announcements.notMoved(contact.name));
    }
  }

  const name = (active: Active) => contactOf(active)?.name ?? String(active.id);

  function onDragEnd({ active, over }: DragEndEvent) {
    const contact = contactOf(active);
    const column = columnOf(over);
    if (!contact || !column || column === contact.status) {
      announce(text.announcements.endNowhere(name(active)));
      return;
    }
    announce(text.announcements.end(name(active), statusLabel(column)));
    void move(contact, column);
  }

  return (
    <section aria-labelledby="pipeline-heading" className="space-y-4">
      <div>
        <h2 id="pipeline-heading" className="text-lg font-semibold text-slate-950">
          {text.heading}
        </h2>
        <p className="text-sm text-slate-600">{text.hint}</p>
      </div>
      <p className="sr-only" role="status" data-testid="pipeline-announcement">
        {announcement}
      </p>
      <DndContext
        sensors={sensors}
        onDragStart={({ active }) => {
          overColumn.current = contactOf(active)?.status ?? null;
          announce(text.announcements.start(name(active)));
        }}
        onDragOver={({ active, over }) => {
          // Said when the card reaches another column, not for the one it is picked up in.
          const column = columnOf(over);
          if (!column || column === overColumn.current) return;
          overColumn.current = column;
          announce(text.announcements.over(name(active), statusLabel(column)));
        }}
        onDragEnd={onDragEnd}
        onDragCancel={({ active }) => announce(text.announcements.cancel(name(active)))}
        accessibility={{ announcements: silent }}
      >
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {contactStatuses.map((status) => (
            <Column
              key={status}
              status={status}
              count={analytics.data?.counts[status]}
              valueCents={analytics.data?.valueCents?.[status]}
              onMove={(contact, next) => void move(contact, next)}
              isMoving={update.isPending}
            />
          ))}
        </div>
      </DndContext>
    </section>
  );
}

function Column({
  status,
  count,
  valueCents,
  onMove,
  isMoving,
}: {
  status: ContactStatus;
  count: number | undefined;
  valueCents: number | undefined;
  onMove: (contact: Contact, status: ContactStatus) => void;
  isMoving: boolean;
}) {
  const contacts = useContacts({ status });
  const list = useMemo(
    () => contacts.data?.pages.flatMap((page) => page.items) ?? [],
    [contacts.data],
  );
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `pipeline-${status}-heading`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`pipeline-column-${status}`}
      className={cn(
        'flex min-h-48 flex-col rounded-xl border bg-slate-50 p-3',
        isOver ? 'border-brand-500 ring-2 ring-brand-200' : 'border-slate-200',
      )}
    >
      <header className="mb-3">
        <h3
          id={headingId}
          className="flex items-center justify-between gap-2 font-semibold text-slate-950"
        >
          {crmText.statusLabels[status]}
          <span
            className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200"
            data-testid="pipeline-count"
          >
            {count === undefined ? '…' : text.count(count)}
          </span>
        </h3>
        <p className="text-sm text-slate-600">
          {text.total}:{' '}
          <span className="font-semibold text-slate-900" data-testid="pipeline-total">
            {valueCents === undefined ? '…' : formatUsd(valueCents)}
          </span>
        </p>
      </header>
      {contacts.isPending ? (
        <SkeletonRows
          count={2}
          label={text.loading}
          className="grid gap-2"
          row={<Skeleton className="h-20 w-full rounded-lg" />}
        />
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          {text.empty}
        </p>
      ) : (
        <ul className="grid gap-2">
          {list.map((contact) => (
            <PipelineCard key={contact.id} contact={contact} onMove={onMove} isMoving={isMoving} />
          ))}
        </ul>
      )}
      {contacts.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          onClick={() => void contacts.fetchNextPage()}
          disabled={contacts.isFetchingNextPage}
        >
          {text.loadMore}
        </Button>
      ) : null}
    </section>
  );
}

function PipelineCard({
  contact,
  onMove,
  isMoving,
}: {
  contact: Contact;
  onMove: (contact: Contact, status: ContactStatus) => void;
  isMoving: boolean;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: contact.id,
    data: { contact },
  });
  return (
    <li
      ref={setNodeRef}
      style={
        transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined
      }
      className={cn(
        'rounded-lg border border-slate-200 bg-white p-3 shadow-sm',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-300',
      )}
      data-testid="pipeline-card"
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          className="-ml-1 mt-0.5 cursor-grab touch-none rounded p-1 text-slate-600 hover:bg-slate-100 active:cursor-grabbing"
          aria-label={text.dragHandle(contact.name)}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="h-4 w-4" aria-hidden />
        </button>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-slate-950">{contact.name}</p>
          {contact.company ? (
            <p className="truncate text-sm text-slate-600">{contact.company}</p>
          ) : null}
          {contact.dealValue !== null ? (
            <p className="mt-1 text-sm font-semibold text-slate-800">
              {formatDealValue(contact.dealValue)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-2">
        <Select
          aria-label={text.moveTo(contact.name)}
          value={contact.status}
          onValueChange={(value) => onMove(contact, value as ContactStatus)}
          options={moveOptions}
          disabled={isMoving}
        />
      </div>
    </li>
  );
}

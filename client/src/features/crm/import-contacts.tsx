import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  cellsOfRow,
  contactImportLimits,
  decodeImportFile,
  importFields,
  importRowsOf,
  mapColumns,
  readImportFile,
  type ImportField,
  type ImportFile,
} from '../../../../common/contracts/crm-import';
import { csvCellAsTyped } from '../../../../common/csv';
import { crmImportText } from '../../../../content/crm-import';
import { ImportProblems } from '../../components/import-problems';
import { Button } from '../../components/ui/button';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/fields';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { ApiError } from '../../lib/api';
import { appText } from '../../../../content/app-text';
import { useImportContacts, type ImportOutcome } from './api/import-contacts';

const text = crmImportText;
const SKIP = 'skip';
const previewRows = 5;
const duplicateLinesShown = 20;

type Step =
  | { at: 'choose'; error?: string }
  | { at: 'map'; file: ImportFile; source: string; mapping: Array<ImportField | null> }
  | { at: 'importing'; progress: ImportOutcome }
  | { at: 'done'; outcome: ImportOutcome };

/** Why a mapping cannot be imported yet, or null: a name column, and each other field once. */
function mappingProblem(mapping: ReadonlyArray<ImportField | null>): string | null {
  if (!mapping.includes('name')) return text.map.needsName;
  const twice = importFields.find(
    (field) => field !== 'name' && mapping.filter((f) => f === field).length > 1,
  );
  return twice ? text.map.chosenTwice(text.map.fieldLabels[twice]) : null;
}

/** The server's sentence for a refusal it explains, or the fallback for anything else. */
const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status < 500
    ? (error.serverMessage ?? appText.failureFallback)
    : appText.failureFallback;

/**
 * The contacts import, step by step: choose a file (or paste rows), check how the columns map and
 * what the first rows will become, then import with a progress bar, and read what happened.
 */
export function ImportContacts({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<Step>({ at: 'choose' });
  const [pasted, setPasted] = useState('');
  const runImport = useImportContacts();
  const isClosed = useRef(false);
  // Closing the dialog stops the import after the batch in flight.
  useEffect(
    () => () => {
      isClosed.current = true;
    },
    [],
  );
  const ids = useId();

  function open(content: string, source: string) {
    const file = readImportFile(content);
    if (file.header.length === 0 || file.rows.length === 0) {
      setStep({ at: 'choose', error: text.choose.empty });
      return;
    }
    setStep({ at: 'map', file, source, mapping: mapColumns(file.header) });
  }

  async function openFile(file: File | undefined) {
    if (!file) return;
    if (file.size > contactImportLimits.fileBytes) {
      setStep({
        at: 'choose',
        error: text.choose.tooLarge(contactImportLimits.fileBytes / 1024 / 1024),
      });
      return;
    }
    const content = decodeImportFile(new Uint8Array(await file.arrayBuffer()));
    if (content === null) setStep({ at: 'choose', error: text.choose.notText });
    else open(content, file.name);
  }

  async function start(file: ImportFile, mapping: Array<ImportField | null>) {
    const { rows, problems } = importRowsOf(file, mapping);
    const first: ImportOutcome = {
      created: 0,
      duplicates: [],
      problems,
      sent: 0,
      total: rows.length,
    };
    setStep({ at: 'importing', progress: first });
    const outcome = await runImport(
      rows,
      problems,
      (progress) => {
        if (!isClosed.current) setStep({ at: 'importing', progress });
      },
      () => isClosed.current,
    );
    if (!isClosed.current) setStep({ at: 'done', outcome });
  }

  if (step.at === 'choose') {
    const fileId = `${ids}-file`;
    const pasteId = `${ids}-paste`;
    return (
      <div className="space-y-4">
        <FormField id={fileId} label={text.choose.fileLabel} hint={text.choose.fileHint}>
          <Input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="h-auto py-2"
            onChange={(event) => void openFile(event.target.files?.[0])}
            {...fieldAria(fileId, step.error)}
          />
        </FormField>
        {step.error ? (
          <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-red-700">
            {step.error}
          </p>
        ) : null}
        <p className="text-center text-sm text-slate-600">{text.choose.or}</p>
        <FormField id={pasteId} label={text.choose.pasteLabel} hint={text.choose.pasteHint}>
          <Textarea
            id={pasteId}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            rows={5}
            spellCheck={false}
          />
        </FormField>
        <div className="flex justify-end">
          <Button
            variant="secondary"
            disabled={pasted.trim() === ''}
            onClick={() => open(pasted, text.map.pastedSource)}
          >
            {text.choose.read}
          </Button>
        </div>
      </div>
    );
  }

  if (step.at === 'map') {
    return (
      <MapColumns
        file={step.file}
        source={step.source}
        mapping={step.mapping}
        onChange={(mapping) => setStep({ ...step, mapping })}
        onBack={() => setStep({ at: 'choose' })}
        onStart={() => void start(step.file, step.mapping)}
      />
    );
  }

  if (step.at === 'importing') {
    const { sent, total } = step.progress;
    const percent = total === 0 ? 100 : Math.round((sent / total) * 100);
    return (
      <div className="space-y-2 py-4">
        <p id={`${ids}-progress`} className="text-sm font-medium text-slate-900">
          {text.progress.label}
        </p>
        <div
          role="progressbar"
          aria-labelledby={`${ids}-progress`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={sent}
          aria-valuetext={text.progress.done(sent, total)}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-sm text-slate-700" aria-live="polite">
          {text.progress.done(sent, total)}
        </p>
      </div>
    );
  }

  const { outcome } = step;
  const shownDuplicates = outcome.duplicates.slice(0, duplicateLinesShown);
  const isStopped = outcome.failure !== undefined;
  return (
    <div className="space-y-3 text-sm" data-testid="contact-import-result">
      <div role="status" className="space-y-1">
        <p className="text-base font-semibold text-slate-950">
          {isStopped ? text.result.stoppedHeading : text.result.heading}
        </p>
        <p className="text-slate-800" data-testid="contact-import-created">
          {text.result.created(outcome.created)}
        </p>
      </div>
      {isStopped ? (
        <p role="alert" className="font-medium text-red-700">
          {failureMessage(outcome.failure)} {text.result.stopped(outcome.sent, outcome.total)}
        </p>
      ) : null}
      {shownDuplicates.length > 0 ? (
        <p className="text-slate-800" data-testid="contact-import-duplicates">
          {text.result.duplicates(
            shownDuplicates,
            outcome.duplicates.length - shownDuplicates.length,
          )}
        </p>
      ) : null}
      <ImportProblems
        problems={outcome.problems}
        text={{
          heading: text.result.problemsHeading,
          problem: text.result.problem,
          more: text.result.more,
        }}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setStep({ at: 'choose' })}>
          {text.result.again}
        </Button>
        <Button onClick={onDone}>{text.result.close}</Button>
      </div>
    </div>
  );
}

/**
 * Each column of the file with the field it fills (a select), and the first rows as they will be
 * kept (an export's guard apostrophe is not part of a value).
 */
function MapColumns({
  file,
  source,
  mapping,
  onChange,
  onBack,
  onStart,
}: {
  file: ImportFile;
  source: string;
  mapping: Array<ImportField | null>;
  onChange: (mapping: Array<ImportField | null>) => void;
  onBack: () => void;
  onStart: () => void;
}) {
  const ids = useId();
  const problem = mappingProblem(mapping);
  const fieldOptions = useMemo(
    () => [
      { value: SKIP, label: text.map.skip },
      ...importFields.map((field) => ({ value: field, label: text.map.fieldLabels[field] })),
    ],
    [],
  );
  const shownFields = importFields.filter((field) => mapping.includes(field));
  const preview = file.rows.slice(0, previewRows);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{text.map.description(file.rows.length, source)}</p>
      <section aria-labelledby={`${ids}-columns`}>
        <h3 id={`${ids}-columns`} className="text-sm font-semibold text-slate-950">
          {text.map.columnsHeading}
        </h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {file.header.map((header, column) => {
            const id = `${ids}-column-${column}`;
            return (
              <li key={column} className="grid min-w-0 gap-1">
                <label htmlFor={id} className="truncate text-sm text-slate-800">
                  {text.map.columnLabel(header, column + 1)}
                </label>
                <Select
                  id={id}
                  value={mapping[column] ?? SKIP}
                  options={fieldOptions}
                  onValueChange={(value) =>
                    onChange(
                      mapping.map((field, i) =>
                        i === column ? (value === SKIP ? null : (value as ImportField)) : field,
                      ),
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      </section>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {shownFields.length > 0 ? (
        <section aria-labelledby={`${ids}-preview`}>
          <h3 id={`${ids}-preview`} className="text-sm font-semibold text-slate-950">
            {text.map.previewHeading(preview.length)}
          </h3>
          {/* A scrolling region a keyboard can reach, so every column can be read on a phone. */}
          <div
            className="mt-2 overflow-x-auto rounded-lg border border-slate-200"
            tabIndex={0}
            role="region"
            aria-labelledby={`${ids}-preview`}
          >
            <table className="min-w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {text.map.lineHeader}
                  </th>
                  {shownFields.map((field) => (
                    <th key={field} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                      {text.map.fieldLabels[field]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.map((row) => {
                  const cells = cellsOfRow(row.cells, mapping);
                  return (
                    <tr key={row.line} className="border-t border-slate-200">
                      <td className="px-3 py-2 text-slate-600">{row.line}</td>
                      {shownFields.map((field) => (
                        <td key={field} className="max-w-48 truncate px-3 py-2 text-slate-900">
                          {csvCellAsTyped(cells[field])}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack}>
          {text.map.back}
        </Button>
        <Button disabled={problem !== null} onClick={onStart}>
          {text.map.start(file.rows.length)}
        </Button>
      </div>
    </div>
  );
}

import { isRobotAnswerCorrect, robotNumber } from '@labo/domain/contact-rules';
import { TextField } from '@mui/material';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Ref, useState } from 'react';
import { contactMessages as messages } from '../contact-messages';

type RobotPair = { a: number; b: number };

const newPair = (): RobotPair => ({ a: robotNumber(), b: robotNumber() });

const robotPairQueryKey = ['contact', 'robot-pair'] as const;

/**
 * The pair asked, as page data: the server's render writes it into the page with its other
 * data, so the browser takes the page over asking the same addition instead of changing
 * the question under the visitor's eyes (docs/decisions/027-server-rendering.md, "Data").
 */
const robotPairQueryOptions = queryOptions({
  queryKey: robotPairQueryKey,
  queryFn: newPair,
  initialData: newPair,
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The anti-robot addition of two numbers from 0 to 5 (docs/product/contact.md#robot-check).
 * `check` says whether the answer is right; a wrong one shows the error and asks a new
 * pair.
 */
export function useRobotQuestion() {
  const queryClient = useQueryClient();
  const pair = useQuery(robotPairQueryOptions).data;
  const setPair = (next: RobotPair) => queryClient.setQueryData(robotPairQueryKey, next);
  const [answer, setAnswer] = useState('');
  const [wrong, setWrong] = useState(false);

  const check = (): boolean => {
    if (isRobotAnswerCorrect(pair.a, pair.b, answer)) return true;
    setWrong(true);
    setPair(newPair());
    setAnswer('');
    return false;
  };
  const onAnswerChange = (value: string) => {
    setAnswer(value);
    setWrong(false);
  };
  return { pair, answer, wrong, check, onAnswerChange };
}

type RobotQuestionFieldProps = {
  question: ReturnType<typeof useRobotQuestion>;
  inputRef: Ref<HTMLInputElement>;
  /** While the form is sent: readable and focusable, but fixed. */
  readOnly: boolean;
};

/**
 * The question as the form's last field; checked at the send, apart from the form's
 * schema, since a wrong answer asks another pair.
 */
export function RobotQuestionField({ question, inputRef, readOnly }: RobotQuestionFieldProps) {
  return (
    <TextField
      label={messages.robotQuestion(question.pair.a, question.pair.b)}
      value={question.answer}
      onChange={(event) => question.onAnswerChange(event.target.value)}
      required
      error={question.wrong}
      helperText={question.wrong ? messages.robotWrong : messages.robotHint}
      inputRef={inputRef}
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2, readOnly } }}
      sx={{ maxWidth: 260 }}
    />
  );
}

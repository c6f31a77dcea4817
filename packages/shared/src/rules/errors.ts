/**
 * Positioned Chinese errors for keyword rules. The web rule editor underlines
 * `[position, position + length)` while the user types; the server returns the same message.
 */

/** Longest keyword or phrase, in characters. */
export const MAX_RULE_WORD_LENGTH = 50;
/** Most keywords in one rule, counting repeats and all simple-mode groups. */
export const MAX_RULE_WORDS = 500;
/** Deepest parenthesis nesting; it keeps the recursive parser far from the stack limit. */
export const MAX_RULE_DEPTH = 64;

/** The four word boxes of a simple-mode rule. */
export type SimpleRuleField = 'regionWords' | 'subjectWords' | 'eventWords' | 'excludeWords';

/** Chinese names of the simple-mode boxes, as the rule form labels them. */
export const SIMPLE_RULE_FIELD_LABELS: Record<SimpleRuleField, string> = {
  regionWords: '地域词',
  subjectWords: '主体词',
  eventWords: '事件词',
  excludeWords: '排除词',
};

/** Machine-readable kinds, for tests and for UI that wants more than the message. */
export type RuleErrorCode =
  | 'empty'
  | 'missingRightParen'
  | 'extraRightParen'
  | 'emptyParens'
  | 'missingOperand'
  | 'missingLeftOperand'
  | 'missingOperator'
  | 'emptyPhrase'
  | 'unterminatedQuote'
  | 'strayQuote'
  | 'onlyNegation'
  | 'wordTooLong'
  | 'tooManyWords'
  | 'tooDeep'
  | 'noPositiveGroup';

/**
 * A rejected rule. `position` is a 0-based UTF-16 index (the same as a JavaScript string index
 * and a textarea selection), so the editor can use it directly; the message counts from 1.
 * `field` names the simple-mode box the position refers to.
 */
export interface RuleError {
  code: RuleErrorCode;
  message: string;
  position: number;
  length: number;
  field?: SimpleRuleField;
}

const at = (position: number) => `第${position + 1}个字符处`;

/** Builds the error for `code` at `position`; `detail` is the operator or word concerned. */
export function ruleError(
  code: RuleErrorCode,
  position: number,
  length: number,
  detail = '',
): RuleError {
  return { code, message: ruleErrorMessage(code, position, detail), position, length };
}

function ruleErrorMessage(code: RuleErrorCode, position: number, detail: string): string {
  switch (code) {
    case 'empty':
      return '表达式不能为空';
    case 'missingRightParen':
      return `${at(position)}缺少右括号`;
    case 'extraRightParen':
      return `${at(position)}的右括号没有对应的左括号`;
    case 'emptyParens':
      return `${at(position)}的括号内没有关键词`;
    case 'missingOperand':
      return `${at(position)}的运算符“${detail}”后缺少关键词`;
    case 'missingLeftOperand':
      return `${at(position)}的运算符“${detail}”前缺少关键词`;
    case 'missingOperator':
      return `${at(position)}缺少运算符：两个关键词之间请用“+”（并且）或“|”（或者）连接`;
    case 'emptyPhrase':
      return `${at(position)}的引号内没有内容`;
    case 'unterminatedQuote':
      return `${at(position)}的引号没有闭合`;
    case 'strayQuote':
      return `${at(position)}的右引号没有对应的左引号`;
    case 'onlyNegation':
      return `${at(position)}起的条件只有排除词，会匹配几乎所有文章，请至少加入一个必须出现的关键词`;
    case 'wordTooLong':
      return `${at(position)}的关键词“${detail}”超过${MAX_RULE_WORD_LENGTH}个字`;
    case 'tooManyWords':
      return `${at(position)}起的关键词超过${MAX_RULE_WORDS}个`;
    case 'tooDeep':
      return `${at(position)}的括号嵌套超过${MAX_RULE_DEPTH}层`;
    case 'noPositiveGroup':
      return '地域词、主体词、事件词至少填写一项';
  }
}

/** Prefixes a simple-mode error with its box name (e.g. `排除词第3个字符处…`). */
export function inField(error: RuleError, field: SimpleRuleField): RuleError {
  return { ...error, field, message: `${SIMPLE_RULE_FIELD_LABELS[field]}${error.message}` };
}

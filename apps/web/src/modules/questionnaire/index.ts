/** What other parts of the web app use of the questionnaire screens: the answering sheet's rules (the family page answers in place). */
export { answerInputOf, answersOfView, EMPTY_ANSWER, firstProblem, selectionLimit, toggledOption, type Answer, type SentAnswer } from './mobile/answer-form';

import { expect, it } from "vitest";
import { answerAsked, answersSettled, dataAsOf } from "./answers-as-of";

// The module keeps the page's state: one test, in the order a page lives it.
it("is the oldest answer's time, unknown while one is on its way and for good after one without it", () => {
  expect(dataAsOf()).toBeUndefined(); // no answer yet

  const first = answerAsked();
  const second = answerAsked();
  first("1000");
  expect(dataAsOf()).toBeUndefined(); // the second is on its way
  second("900");
  expect(dataAsOf()).toBe(900);

  const failed = answerAsked();
  failed(undefined); // no data kept: changes nothing
  failed("1"); // ended once only
  expect(dataAsOf()).toBe(900);
  answerAsked()("5000");
  expect(dataAsOf()).toBe(900);

  answerAsked()(null); // an answer without the header
  expect(dataAsOf()).toBeUndefined();
  answerAsked()("2000");
  expect(dataAsOf()).toBeUndefined();
});

it("says when no GET is on its way", async () => {
  await answersSettled(); // none: at once
  const ended: string[] = [];
  const first = answerAsked();
  const second = answerAsked();
  const settled = answersSettled().then(() => ended.push("settled"));
  first("10");
  await Promise.resolve();
  expect(ended).toEqual([]);
  second(undefined);
  await settled;
  expect(ended).toEqual(["settled"]);
});

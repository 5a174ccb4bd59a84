export default {
  months: "Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec",
  am: "AM",
  pm: "PM",
} as const;

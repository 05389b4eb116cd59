"""Every row of the engine's spec tables (Google's behaviour, byte-exact)
replayed through the Python API in raw mode: verdict, line and reason equal."""

from robotstxt_rs import RobotsTxt


def test_row(case):
    robots = RobotsTxt(bytes(case["body"]))
    v = robots.check(case["agents"], case["url"], raw=True)
    assert (v.allowed, v.line, v.reason) == (case["allowed"], case["line"], case["reason"])
    # The fast paths give the same verdict and line.
    assert robots.allowed(case["agents"], case["url"], raw=True) is v.allowed
    assert robots.check_many(case["agents"], [case["url"]], raw=True) == [(v.allowed, v.line)]


def test_all_rows_were_exported():
    from conftest import behaviour_cases

    cases = behaviour_cases()
    # The spec tables hold a few hundred rows; an empty or cut export would
    # make the parametrised test above vacuous.
    assert len(cases) > 200
    assert {c["allowed"] for c in cases} == {True, False}

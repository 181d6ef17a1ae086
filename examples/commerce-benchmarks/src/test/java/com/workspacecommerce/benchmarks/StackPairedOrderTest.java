package com.workspacecommerce.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The one-thread rounds of {@link StackPairedBench} call the contenders in an order that favours
 * none: a call's time depends on which client called just before (its threads and the caches it
 * leaves), so each contender must follow each other one as often as any other does.
 */
class StackPairedOrderTest {

  @ParameterizedTest
  @ValueSource(ints = {2, 3})
  void eachContenderFollowsEachOtherOneEquallyOftenAndTakesEachPlaceEquallyOften(int n) {
    StackPairedBench.Times times = new StackPairedBench.Times();
    List<Integer> calls = new ArrayList<>();
    int[][] places = new int[n][n];
    // Two whole cycles, in the order the benchmark's rounds come.
    for (int r = 0; r < 4 * n; r++) {
      int round = times.nextRound(n);
      for (int i = 0; i < n; i++) {
        int c = StackPairedBench.Times.order(round, n, i);
        calls.add(c);
        places[c][i]++;
      }
    }
    // The rounds go on in the same cycle: the first call follows the last one.
    int[][] after = new int[n][n];
    for (int j = 0; j < calls.size(); j++) {
      after[calls.get(j)][calls.get(Math.floorMod(j - 1, calls.size()))]++;
    }

    for (int c = 0; c < n; c++) {
      assertThat(places[c]).as("places of contender %d", c).containsOnly(4);
      for (int d = 0; d < n; d++) {
        if (d != c) {
          assertThat(after[c][d])
              .as("calls of %d right after %d", c, d)
              .isEqualTo(after[d][c])
              .isEqualTo(after[0][1]);
        }
      }
    }
    assertThat(after[0][1]).isPositive();
  }

  @ParameterizedTest
  @ValueSource(ints = {2, 3})
  void eachRoundCallsEveryContenderOnce(int n) {
    for (int round = 0; round < 2 * n; round++) {
      List<Integer> called = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        called.add(StackPairedBench.Times.order(round, n, i));
      }
      assertThat(called).as("round %d", round).doesNotHaveDuplicates().hasSize(n);
    }
  }
}

package com.workspacecommerce.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A page an application reads with its own Jackson mapper: the envelope fields the server sent win,
 * and each one left out is derived from the others at its edges (the first page, the last page, a
 * page between).
 */
class PageEnvelopeReadTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private static Page<Integer> read(String json) throws Exception {
    return MAPPER.readValue(json, new TypeReference<Page<Integer>>() {});
  }

  @Test
  void aMiddlePageWithoutNeighboursHasBothAndItsItemCountAsSize() throws Exception {
    Page<Integer> p = read("{\"page\": 2, \"total_pages\": 3, \"items\": [5, 6]}");
    assertThat(p.page()).isEqualTo(2);
    assertThat(p.hasNextPage()).isTrue();
    assertThat(p.hasPreviousPage()).isTrue();
    assertThat(p.size()).isEqualTo(2);
    assertThat(p.total()).isZero();
    assertThat(p.totalPages()).isEqualTo(3);
  }

  @Test
  void theLastPageHasNoNextAndTheFirstNoPrevious() throws Exception {
    Page<Integer> last = read("{\"page\": 3, \"total_pages\": 3, \"items\": [9]}");
    assertThat(last.hasNextPage()).isFalse();
    assertThat(last.hasPreviousPage()).isTrue();

    Page<Integer> only = read("{\"page\": 1, \"total_pages\": 1}");
    assertThat(only.hasNextPage()).isFalse();
    assertThat(only.hasPreviousPage()).isFalse();
    assertThat(only.items()).isEmpty();
    assertThat(only.size()).isZero();
  }

  @Test
  void withoutAPageNumberItIsTheFirstOfTheCount() throws Exception {
    Page<Integer> p = read("{\"total_pages\": 2, \"items\": [1]}");
    assertThat(p.page()).isEqualTo(1);
    assertThat(p.hasNextPage()).isTrue();
    assertThat(p.hasPreviousPage()).isFalse();
  }

  @Test
  void theServersOwnFieldsWinOverWhatTheCountsSuggest() throws Exception {
    Page<Integer> p =
        read(
            "{\"page\": 2, \"size\": 50, \"total\": 7, \"total_pages\": 3, \"has_next_page\":"
                + " false, \"has_previous_page\": false, \"items\": [1]}");
    assertThat(p.size()).isEqualTo(50);
    assertThat(p.total()).isEqualTo(7);
    assertThat(p.hasNextPage()).isFalse();
    assertThat(p.hasPreviousPage()).isFalse();

    Page<Integer> claims =
        read(
            "{\"page\": 1, \"total_pages\": 1, \"has_next_page\": true, \"has_previous_page\":"
                + " true}");
    assertThat(claims.hasNextPage()).isTrue();
    assertThat(claims.hasPreviousPage()).isTrue();
  }

  @Test
  void thePagesOfAnAutoPagerStopBeforeAnEmptyPageThatClaimsMore() {
    Page<Integer> third = Page.of(3, 1, 3, 3, false, true, List.of(3), n -> null);
    Page<Integer> second = Page.of(2, 1, 3, 3, true, true, List.<Integer>of(), n -> third);
    Page<Integer> first = Page.of(1, 1, 3, 3, true, false, List.of(1), n -> second);

    assertThat(first.autoPager().pages()).containsExactly(first);
    assertThat(first.autoPager()).containsExactly(1);
  }
}

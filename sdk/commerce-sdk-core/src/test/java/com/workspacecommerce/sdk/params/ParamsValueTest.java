package com.workspacecommerce.sdk.params;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Parameters as values: equality, hash and text, and which listing fields are set. */
class ParamsValueTest {

  @Test
  void listParamsAreEqualByEveryFieldAndSayWhichAreSet() {
    ProductListParams a =
        ProductListParams.builder()
            .page(2)
            .limit(10)
            .sortBy("name")
            .sortOrder(SortOrder.ASC)
            .build();
    ProductListParams same =
        ProductListParams.builder()
            .page(2)
            .limit(10)
            .sortBy("name")
            .sortOrder(SortOrder.ASC)
            .build();

    assertThat(a).isEqualTo(same).hasSameHashCodeAs(same);
    assertThat(a).isNotEqualTo(a.toBuilder().page(3).build());
    assertThat(a.hashCode()).isNotEqualTo(a.toBuilder().page(3).build().hashCode());
    assertThat(a).isNotEqualTo(a.toBuilder().sortOrder(SortOrder.DESC).build());
    assertThat(a.toString()).contains("page=2").contains("limit=10");
    for (ProductListParams.Field f : ProductListParams.Field.values()) {
      assertThat(a.isSet(f)).as(f.name()).isTrue();
      assertThat(ProductListParams.none().isSet(f)).as(f.name()).isFalse();
      assertThat(f.queryName()).isNotBlank();
    }
  }

  @Test
  void bodyParamsAreEqualByTheirFieldsAndNameTheirType() {
    CustomerCreateParams a = CustomerCreateParams.builder().firstname("Ada").note("VIP").build();
    CustomerCreateParams same = CustomerCreateParams.builder().firstname("Ada").note("VIP").build();
    CustomerCreateParams other = CustomerCreateParams.builder().firstname("Bob").build();

    assertThat(a).isEqualTo(same).hasSameHashCodeAs(same).isNotEqualTo(other);
    assertThat(a.hashCode()).isNotEqualTo(other.hashCode());
    assertThat(a.toString()).startsWith("CustomerCreateParams{").contains("Ada");
    assertThat(a.note()).isEqualTo("VIP");
  }
}

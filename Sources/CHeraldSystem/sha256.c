/* SHA-256 block compression with the x86 SHA extensions, when the processor has them. Herald
   hashes every file it generates for its manifest; on large spec sets the portable Swift
   compression was a fifth of `herald generate`'s time. Elsewhere, or on processors without the
   extensions, the function declines and the Swift code (HeraldCLI's SHA256) does the work. */
#include <stddef.h>
#include <stdint.h>
#include "herald_system.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

/* The round constants (FIPS 180-4, 4.2.2). */
static const uint32_t round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

/* Whether the processor has the SHA extensions and the SSSE3 and SSE4.1 shuffles they need;
   asked once (a race only writes the same answer twice). */
static int has_sha_extensions(void) {
    static int answer = -1;
    int known = __atomic_load_n(&answer, __ATOMIC_RELAXED);
    if (known >= 0) return known;
    unsigned int eax, ebx, ecx, edx;
    int result = 0;
    if (__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) {
        int sha = (ebx >> 29) & 1;
        if (sha && __get_cpuid(1, &eax, &ebx, &ecx, &edx)) {
            result = ((ecx >> 9) & 1) && ((ecx >> 19) & 1);
        }
    }
    __atomic_store_n(&answer, result, __ATOMIC_RELAXED);
    return result;
}

/* Compresses `blocks` 64-byte blocks into `state` (a..h) with the SHA extensions: four rounds
   per pair of `sha256rnds2`, the message schedule by `sha256msg1` and `sha256msg2`. */
__attribute__((target("sha,sse4.1,ssse3")))
static void compress_with_extensions(uint32_t state[8], const uint8_t *data, size_t blocks) {
    /* Loads big-endian message words into little-endian lanes. */
    const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    /* The instructions keep the state as ABEF and CDGH. */
    __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);
    while (blocks-- > 0) {
        __m128i abef_saved = abef;
        __m128i cdgh_saved = cdgh;
        __m128i schedule[4];
        for (int group = 0; group < 16; group++) {
            __m128i words;
            if (group < 4) {
                words = _mm_shuffle_epi8(
                    _mm_loadu_si128((const __m128i *)(data + 16 * group)), byte_swap);
            } else {
                /* W[t..t+3] from W[t-16..t-1]: σ0 terms by msg1, W[t-7..t-4] added, σ1 by msg2. */
                __m128i previous = schedule[(group - 1) & 3];
                __m128i sum = _mm_add_epi32(
                    _mm_sha256msg1_epu32(schedule[group & 3], schedule[(group - 3) & 3]),
                    _mm_alignr_epi8(previous, schedule[(group - 2) & 3], 4));
                words = _mm_sha256msg2_epu32(sum, previous);
            }
            schedule[group & 3] = words;
            __m128i message = _mm_add_epi32(
                words, _mm_loadu_si128((const __m128i *)&round_constants[4 * group]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, message);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(message, 0x0E));
        }
        abef = _mm_add_epi32(abef, abef_saved);
        cdgh = _mm_add_epi32(cdgh, cdgh_saved);
        data += 64;
    }
    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

int herald_sha256_compress(uint32_t state[8], const uint8_t *data, size_t blocks) {
    if (!has_sha_extensions()) return 0;
    compress_with_extensions(state, data, blocks);
    return 1;
}

#else

int herald_sha256_compress(uint32_t state[8], const uint8_t *data, size_t blocks) {
    (void)state;
    (void)data;
    (void)blocks;
    return 0;
}

#endif

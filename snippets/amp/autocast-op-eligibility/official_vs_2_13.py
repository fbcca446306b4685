# timeout: 60
import contextlib
import warnings

import torch

warnings.simplefilter("ignore")  # deprecation notes of old linalg ops are not the point here
A = torch.ops.aten


def args(*a, **kw):
    return a, kw


# One input builder per registered autocast kernel, keyed "name" or "name.overload" of
# torch.ops.aten.  t(*shape) makes a floating tensor in the dtype of the current run,
# i(high, *shape) an int64 tensor; each builder returns the op's (args, kwargs).

def spd(t, n=3):
    m = t(n, n)
    return m @ m.mT + n * torch.eye(n, dtype=m.dtype, device=m.device)


def ar(t, *shape):  # positive values
    return t(*shape).abs() + 0.5


BUILD = {
    # matrix products and convolutions
    "mm": lambda t, i: args(t(4, 4), t(4, 4)),
    "bmm": lambda t, i: args(t(2, 4, 4), t(2, 4, 4)),
    "mv": lambda t, i: args(t(4, 4), t(4)),
    "dot": lambda t, i: args(t(4), t(4)),
    "vdot": lambda t, i: args(t(4), t(4)),
    "matmul": lambda t, i: args(t(4, 4), t(4, 4)),
    "addmm": lambda t, i: args(t(4, 4), t(4, 4), t(4, 4)),
    "_addmm_activation": lambda t, i: args(t(4, 4), t(4, 4), t(4, 4)),
    "addmv": lambda t, i: args(t(4), t(4, 4), t(4)),
    "addr": lambda t, i: args(t(4, 4), t(4), t(4)),
    "addbmm": lambda t, i: args(t(4, 4), t(2, 4, 4), t(2, 4, 4)),
    "baddbmm": lambda t, i: args(t(2, 4, 4), t(2, 4, 4), t(2, 4, 4)),
    "linear": lambda t, i: args(t(2, 4), t(3, 4), t(3)),
    "linalg_vecdot": lambda t, i: args(t(3, 4), t(3, 4)),
    "linalg_multi_dot": lambda t, i: args([t(2, 3), t(3, 4), t(4, 2)]),
    "chain_matmul": lambda t, i: args([t(2, 3), t(3, 4), t(4, 2)]),
    "einsum": lambda t, i: args("ij,jk->ik", [t(2, 3), t(3, 4)]),
    "tensordot": lambda t, i: args(t(2, 3), t(3, 4), [1], [0]),
    "bilinear": lambda t, i: args(t(2, 3), t(2, 4), t(5, 3, 4), t(5)),
    "prelu": lambda t, i: args(t(2, 3, 4), t(3)),
    "conv1d": lambda t, i: args(t(1, 2, 8), t(3, 2, 3)),
    "conv1d.padding": lambda t, i: args(t(1, 2, 8), t(3, 2, 3), None, [1], "same"),
    "conv2d": lambda t, i: args(t(1, 2, 6, 6), t(3, 2, 3, 3)),
    "conv2d.padding": lambda t, i: args(t(1, 2, 6, 6), t(3, 2, 3, 3), None, [1, 1], "same"),
    "conv3d": lambda t, i: args(t(1, 2, 4, 4, 4), t(3, 2, 3, 3, 3)),
    "conv3d.padding": lambda t, i: args(t(1, 2, 4, 4, 4), t(3, 2, 3, 3, 3), None, [1, 1, 1], "same"),
    "conv_transpose1d": lambda t, i: args(t(1, 2, 8), t(2, 3, 3)),
    "conv_transpose2d.input": lambda t, i: args(t(1, 2, 6, 6), t(2, 3, 3, 3)),
    "conv_transpose3d.input": lambda t, i: args(t(1, 2, 4, 4, 4), t(2, 3, 3, 3, 3)),
    "conv_tbc": lambda t, i: args(t(5, 1, 2), t(3, 2, 4), t(4), 1),
    "convolution": lambda t, i: args(t(1, 2, 6, 6), t(3, 2, 3, 3), None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1),
    "_convolution": lambda t, i: args(t(1, 2, 6, 6), t(3, 2, 3, 3), None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1,
                                      False, False, True, True),
    "_convolution.deprecated": lambda t, i: args(t(1, 2, 6, 6), t(3, 2, 3, 3), None, [1, 1], [0, 0], [1, 1], False,
                                                 [0, 0], 1, False, False, True),
    "cudnn_convolution": lambda t, i: args(t(1, 2, 6, 6), t(3, 2, 3, 3), [0, 0], [1, 1], [1, 1], 1, False, False, True),
    "cudnn_convolution_transpose": lambda t, i: args(t(1, 2, 6, 6), t(2, 3, 3, 3), [0, 0], [0, 0], [1, 1], [1, 1], 1,
                                                     False, False, True),
    # recurrent cells
    "gru_cell": lambda t, i: args(t(2, 3), t(2, 4), t(12, 3), t(12, 4), t(12), t(12)),
    "rnn_tanh_cell": lambda t, i: args(t(2, 3), t(2, 4), t(4, 3), t(4, 4), t(4), t(4)),
    "rnn_relu_cell": lambda t, i: args(t(2, 3), t(2, 4), t(4, 3), t(4, 4), t(4), t(4)),
    "lstm_cell": lambda t, i: args(t(2, 3), [t(2, 4), t(2, 4)], t(16, 3), t(16, 4), t(16), t(16)),
    "_thnn_fused_gru_cell": lambda t, i: args(t(2, 12), t(2, 12), t(2, 4), t(12), t(12)),
    "_thnn_fused_lstm_cell": lambda t, i: args(t(2, 16), t(2, 16), t(2, 4), t(16), t(16)),
    "mkldnn_rnn_layer": lambda t, i: args(t(5, 2, 3), t(16, 3), t(16, 4), t(16), t(16), t(2, 4), t(2, 4),
                                          False, [], 2, 4, 1, True, False, False, False),
    # attention
    "scaled_dot_product_attention": lambda t, i: args(t(1, 2, 4, 8), t(1, 2, 4, 8), t(1, 2, 4, 8)),
    "_scaled_dot_product_flash_attention": lambda t, i: args(t(1, 2, 4, 8), t(1, 2, 4, 8), t(1, 2, 4, 8)),
    "_native_multi_head_attention": lambda t, i: args(t(2, 3, 8), t(2, 3, 8), t(2, 3, 8), 8, 2, t(24, 8), t(24),
                                                      t(8, 8), t(8)),
    # pointwise math
    "acos": lambda t, i: args(t(4)),
    "asin": lambda t, i: args(t(4)),
    "cosh": lambda t, i: args(t(4)),
    "sinh": lambda t, i: args(t(4)),
    "tan": lambda t, i: args(t(4)),
    "erfinv": lambda t, i: args(t(4)),
    "exp": lambda t, i: args(t(4)),
    "expm1": lambda t, i: args(t(4)),
    "log": lambda t, i: args(ar(t, 4)),
    "log10": lambda t, i: args(ar(t, 4)),
    "log1p": lambda t, i: args(ar(t, 4)),
    "log2": lambda t, i: args(ar(t, 4)),
    "reciprocal": lambda t, i: args(t(4)),
    "rsqrt": lambda t, i: args(ar(t, 4)),
    "pow.Tensor_Scalar": lambda t, i: args(t(4), 2),
    "pow.Tensor_Tensor": lambda t, i: args(ar(t, 4), t(4)),
    "pow.Scalar": lambda t, i: args(2.0, t(4)),
    "softplus": lambda t, i: args(t(4)),
    "atan2": lambda t, i: args(t(4), t(4)),
    "addcdiv": lambda t, i: args(t(4), t(4), ar(t, 4)),
    "addcmul": lambda t, i: args(t(4), t(4), t(4)),
    "cross": lambda t, i: args(t(2, 3), t(2, 3)),
    "polar": lambda t, i: args(ar(t, 4), t(4)),
    "view_as_complex": lambda t, i: args(t(4, 2)),
    "fake_quantize_per_tensor_affine": lambda t, i: args(t(4), 0.1, 0, 0, 255),
    # reductions, softmax and norms
    "sum": lambda t, i: args(t(4)),
    "sum.dim_IntList": lambda t, i: args(t(3, 4), [1]),
    "prod": lambda t, i: args(t(4)),
    "prod.dim_int": lambda t, i: args(t(3, 4), 1),
    "cumsum": lambda t, i: args(t(4), 0),
    "cumprod": lambda t, i: args(t(4), 0),
    "softmax.int": lambda t, i: args(t(2, 4), 1),
    "log_softmax.int": lambda t, i: args(t(2, 4), 1),
    "logsumexp": lambda t, i: args(t(2, 4), [1]),
    "trace": lambda t, i: args(t(3, 3)),
    "quantile": lambda t, i: args(t(8), ar(t, 2) / 4),
    "quantile.scalar": lambda t, i: args(t(8), 0.5),
    "nanquantile": lambda t, i: args(t(8), ar(t, 2) / 4),
    "nanquantile.scalar": lambda t, i: args(t(8), 0.5),
    "norm.Scalar": lambda t, i: args(t(4), 2),
    "norm.ScalarOpt_dim": lambda t, i: args(t(3, 4), 2, [1]),
    "frobenius_norm.dim": lambda t, i: args(t(3, 4), [0, 1]),
    "nuclear_norm": lambda t, i: args(t(3, 4)),
    "nuclear_norm.dim": lambda t, i: args(t(3, 4), [0, 1]),
    "linalg_vector_norm": lambda t, i: args(t(4)),
    "linalg_matrix_norm": lambda t, i: args(t(3, 4), 1),
    "linalg_matrix_norm.str_ord": lambda t, i: args(t(3, 4), "fro"),
    "renorm": lambda t, i: args(t(3, 4), 2, 0, 1.0),
    "dist": lambda t, i: args(t(4), t(4)),
    "cdist": lambda t, i: args(t(3, 4), t(2, 4)),
    "pdist": lambda t, i: args(t(3, 4)),
    "cosine_similarity": lambda t, i: args(t(3, 4), t(3, 4)),
    "layer_norm": lambda t, i: args(t(2, 4), [4], t(4), t(4)),
    "native_layer_norm": lambda t, i: args(t(2, 4), [4], t(4), t(4), 1e-5),
    "rms_norm": lambda t, i: args(t(2, 4), [4], t(4)),
    "group_norm": lambda t, i: args(t(2, 4, 3), 2, t(4), t(4)),
    # losses
    "binary_cross_entropy": lambda t, i: args(t(4).sigmoid(), t(4).sigmoid()),
    "binary_cross_entropy_with_logits": lambda t, i: args(t(4), t(4).sigmoid()),
    "cross_entropy_loss": lambda t, i: args(t(3, 5), i(5, 3)),
    "nll_loss": lambda t, i: args(t(3, 5), i(5, 3)),
    "nll_loss2d": lambda t, i: args(t(2, 5, 3, 3), i(5, 2, 3, 3)),
    "mse_loss": lambda t, i: args(t(4), t(4)),
    "l1_loss": lambda t, i: args(t(4), t(4)),
    "smooth_l1_loss": lambda t, i: args(t(4), t(4)),
    "huber_loss": lambda t, i: args(t(4), t(4)),
    "kl_div": lambda t, i: args(t(4), t(4)),
    "poisson_nll_loss": lambda t, i: args(t(4), ar(t, 4), True, False, 1e-8, 1),
    "soft_margin_loss": lambda t, i: args(t(4), t(4)),
    "hinge_embedding_loss": lambda t, i: args(t(4), t(4)),
    "margin_ranking_loss": lambda t, i: args(t(4), t(4), t(4)),
    "cosine_embedding_loss": lambda t, i: args(t(3, 4), t(3, 4), t(3)),
    "triplet_margin_loss": lambda t, i: args(t(3, 4), t(3, 4), t(3, 4)),
    "multi_margin_loss": lambda t, i: args(t(3, 5), i(5, 3)),
    "multilabel_margin_loss": lambda t, i: args(t(3, 5), i(5, 3, 5)),
    "multilabel_margin_loss_forward": lambda t, i: args(t(3, 5), i(5, 3, 5), 1),
    "ctc_loss.IntList": lambda t, i: args(t(6, 2, 4).log_softmax(2), i(3, 2, 3) + 1, [6, 6], [3, 3]),
    "ctc_loss.Tensor": lambda t, i: args(t(6, 2, 4).log_softmax(2), i(3, 2, 3) + 1, i(1, 2) + 6, i(1, 2) + 3),
    # pooling, padding, sampling, resizing
    "avg_pool3d": lambda t, i: args(t(1, 2, 4, 4, 4), [2, 2, 2]),
    "max_pool3d": lambda t, i: args(t(1, 2, 4, 4, 4), [2, 2, 2]),
    "adaptive_avg_pool3d": lambda t, i: args(t(1, 2, 4, 4, 4), [2, 2, 2]),
    "adaptive_max_pool3d": lambda t, i: args(t(1, 2, 4, 4, 4), [2, 2, 2]),
    "fractional_max_pool2d": lambda t, i: args(t(1, 2, 6, 6), [2, 2], [3, 3], ar(t, 1, 2, 2) / 4),
    "fractional_max_pool3d": lambda t, i: args(t(1, 2, 6, 6, 6), [2, 2, 2], [3, 3, 3], ar(t, 1, 2, 3) / 4),
    "max_unpool2d": lambda t, i: args(t(1, 1, 2, 2), torch.tensor([[[[0, 3], [8, 11]]]], device=i(1).device), [4, 4]),
    "max_unpool3d": lambda t, i: args(t(1, 1, 1, 2, 2), torch.tensor([[[[[0, 3], [8, 11]]]]], device=i(1).device),
                                      [1, 4, 4], [1, 2, 2], [0, 0, 0]),
    "reflection_pad1d": lambda t, i: args(t(1, 2, 4), [1, 1]),
    "reflection_pad2d": lambda t, i: args(t(1, 2, 4, 4), [1, 1, 1, 1]),
    "replication_pad1d": lambda t, i: args(t(1, 2, 4), [1, 1]),
    "replication_pad2d": lambda t, i: args(t(1, 2, 4, 4), [1, 1, 1, 1]),
    "replication_pad3d": lambda t, i: args(t(1, 2, 4, 4, 4), [1, 1, 1, 1, 1, 1]),
    "grid_sampler": lambda t, i: args(t(1, 2, 4, 4), t(1, 3, 3, 2), 0, 0, False),
    "grid_sampler_2d": lambda t, i: args(t(1, 2, 4, 4), t(1, 3, 3, 2), 0, 0, False),
    "_grid_sampler_2d_cpu_fallback": lambda t, i: args(t(1, 2, 4, 4), t(1, 3, 3, 2), 0, 0, False),
    "grid_sampler_3d": lambda t, i: args(t(1, 2, 4, 4, 4), t(1, 3, 3, 3, 3), 0, 0, False),
    "upsample_nearest1d": lambda t, i: args(t(1, 2, 4), [8]),
    "upsample_nearest2d": lambda t, i: args(t(1, 2, 4, 4), [8, 8]),
    "upsample_nearest3d": lambda t, i: args(t(1, 2, 2, 2, 2), [4, 4, 4]),
    "_upsample_nearest_exact1d": lambda t, i: args(t(1, 2, 4), [8]),
    "_upsample_nearest_exact2d": lambda t, i: args(t(1, 2, 4, 4), [8, 8]),
    "_upsample_nearest_exact3d": lambda t, i: args(t(1, 2, 2, 2, 2), [4, 4, 4]),
    "upsample_linear1d": lambda t, i: args(t(1, 2, 4), [8], False),
    "upsample_bilinear2d": lambda t, i: args(t(1, 2, 4, 4), [8, 8], False),
    "_upsample_bilinear2d_aa": lambda t, i: args(t(1, 2, 4, 4), [8, 8], False),
    "upsample_bicubic2d": lambda t, i: args(t(1, 2, 4, 4), [8, 8], False),
    "_upsample_bicubic2d_aa": lambda t, i: args(t(1, 2, 4, 4), [8, 8], False),
    "upsample_trilinear3d": lambda t, i: args(t(1, 2, 2, 2, 2), [4, 4, 4], False),
    # indexing and joining
    "cat": lambda t, i: args([t(2, 3), t(2, 3)]),
    "stack": lambda t, i: args([t(2, 3), t(2, 3)]),
    "index_copy": lambda t, i: args(t(4, 3), 0, torch.tensor([0, 2], device=i(1).device), t(2, 3)),
    "index_put": lambda t, i: args(t(4, 3), [torch.tensor([0, 2], device=i(1).device)], t(2, 3)),
    "scatter_add": lambda t, i: args(t(4, 3), 0, i(4, 2, 3), t(2, 3)),
    # spectral
    "fft_fft": lambda t, i: args(t(8)),
    "fft_ifft": lambda t, i: args(t(8)),
    "fft_fft2": lambda t, i: args(t(4, 4)),
    "fft_ifft2": lambda t, i: args(t(4, 4)),
    "fft_fftn": lambda t, i: args(t(4, 4)),
    "fft_ifftn": lambda t, i: args(t(4, 4)),
    "fft_rfft": lambda t, i: args(t(8)),
    "fft_irfft": lambda t, i: args(t(8)),
    "fft_rfft2": lambda t, i: args(t(4, 4)),
    "fft_irfft2": lambda t, i: args(t(4, 4)),
    "fft_rfftn": lambda t, i: args(t(4, 4)),
    "fft_irfftn": lambda t, i: args(t(4, 4)),
    "fft_hfft": lambda t, i: args(t(8)),
    "fft_ihfft": lambda t, i: args(t(8)),
    "stft": lambda t, i: args(t(32), 8, return_complex=True),
    "stft.center": lambda t, i: args(t(32), 8, return_complex=True),
    # linear algebra
    "inverse": lambda t, i: args(spd(t)),
    "pinverse": lambda t, i: args(t(3, 4)),
    "cholesky": lambda t, i: args(spd(t)),
    "cholesky_inverse": lambda t, i: args(spd(t)),
    "cholesky_solve": lambda t, i: args(t(3, 2), spd(t)),
    "lu_solve": lambda t, i: args(t(3, 2), spd(t), torch.tensor([1, 2, 3], dtype=torch.int32, device=i(1).device)),
    "_lu_with_info": lambda t, i: args(spd(t)),
    "triangular_solve": lambda t, i: args(t(3, 2), spd(t)),
    "geqrf": lambda t, i: args(t(3, 3)),
    "orgqr": lambda t, i: args(t(3, 3), t(3)),
    "ormqr": lambda t, i: args(t(3, 3), t(3), t(3, 2)),
    "qr": lambda t, i: args(t(3, 3)),
    "svd": lambda t, i: args(t(3, 3)),
    "linalg_householder_product": lambda t, i: args(t(3, 3), t(3)),
    "linalg_cholesky": lambda t, i: args(spd(t)),
    "linalg_cholesky_ex": lambda t, i: args(spd(t)),
    "linalg_inv": lambda t, i: args(spd(t)),
    "linalg_inv_ex": lambda t, i: args(spd(t)),
    "linalg_solve": lambda t, i: args(spd(t), t(3, 2)),
    "linalg_lstsq": lambda t, i: args(t(4, 3), t(4, 2)),
    "linalg_qr": lambda t, i: args(t(3, 3)),
    "linalg_svd": lambda t, i: args(t(3, 3)),
    "linalg_svdvals": lambda t, i: args(t(3, 3)),
    "linalg_eig": lambda t, i: args(spd(t)),
    "linalg_eigvals": lambda t, i: args(spd(t)),
    "linalg_eigh": lambda t, i: args(spd(t)),
    "linalg_eigvalsh": lambda t, i: args(spd(t)),
    "linalg_cond": lambda t, i: args(spd(t)),
    "linalg_cond.p_str": lambda t, i: args(spd(t), "fro"),
    "linalg_matrix_rank": lambda t, i: args(spd(t), 1e-5),
    "linalg_matrix_rank.atol_rtol_float": lambda t, i: args(spd(t)),
    "linalg_matrix_rank.atol_rtol_tensor": lambda t, i: args(spd(t)),
    "linalg_matrix_rank.tol_tensor": lambda t, i: args(spd(t), ar(t, 1).squeeze(0) * 1e-5),
    "linalg_tensorinv": lambda t, i: args(spd(t, 4).reshape(4, 2, 2), ind=1),
    "linalg_tensorsolve": lambda t, i: args(spd(t, 4).reshape(2, 2, 4), t(2, 2)),
}


@contextlib.contextmanager
def autocast_on(device, dtype):
    """torch.autocast(device, dtype=dtype).  On a build without CUDA, torch.autocast("cuda")
    switches itself off, so there the state it would set on entry is set directly."""
    if device == "cpu" or torch.cuda.is_available():
        with torch.autocast(device, dtype=dtype):
            yield
        return
    prev = torch.is_autocast_enabled(device), torch.get_autocast_dtype(device)
    torch.set_autocast_enabled(device, True)
    torch.set_autocast_dtype(device, dtype)
    torch.autocast_increment_nesting()
    try:
        yield
    finally:
        if torch.autocast_decrement_nesting() == 0:
            torch.clear_autocast_cache()
        torch.set_autocast_enabled(device, prev[0])
        torch.set_autocast_dtype(device, prev[1])


def name(dtype):
    return str(dtype).replace("torch.", "")


def out_dtype(out):
    """dtype of the first floating (or complex) tensor the op returned."""
    ts = [o for o in (out if isinstance(out, (tuple, list)) else [out]) if isinstance(o, torch.Tensor)]
    return name(next((o for o in ts if o.is_floating_point() or o.is_complex()), ts[0]).dtype)


ERRORS = []


def call(fn, build, device, low, inputs, autocast):
    """Make the inputs ("float32", "low", or "mixed": the first one low, the rest float32),
    run fn under autocast (or not), and return the output dtype or what it raised."""
    made = []

    def t(*shape):
        made.append(shape)
        dt = {"float32": torch.float32, "low": low, "mixed": low if len(made) == 1 else torch.float32}[inputs]
        return torch.randn(*shape, device=device).to(dt)

    def i(high, *shape):
        return torch.randint(0, high, shape, device=device)

    a, kw = build(t, i)
    try:
        with autocast_on(device, low) if autocast else contextlib.nullcontext():
            return out_dtype(fn(*a, **kw))
    except Exception as e:  # noqa: BLE001 - recorded in the table
        ERRORS.append(str(e).splitlines()[0])
        return f"raises {type(e).__name__}"


def policy(low, r):
    f32 = ("float32", "complex64")
    if r["float32"] == name(low):
        return "lower precision"
    if r["float32"] in f32 and r["low"] in f32:
        return "float32"
    if (r["float32"], r["low"], r["mixed"]) == ("float32", name(low), "float32"):
        return "promote (widest input)"
    if all(v.startswith("raises") for v in r.values()):
        return "raises under autocast"
    return "other"


NOTES = {"complex64": "complex output: float32 real and imaginary parts",
         "int64": "integer output: the precision it ran in is not visible"}


def run_op(key, device, low, fn=None, build=None):
    """(policy, out for float32 inputs, out for low inputs, out for mixed inputs, note)."""
    if fn is None:
        base, _, overload = key.partition(".")
        fn, build = getattr(getattr(A, base), overload or "default"), BUILD.get(key)
    if build is None:
        return ("registered, not run", "–", "–", "–", "no input builder")
    plain = call(fn, build, device, low, "float32", autocast=False)
    if plain.startswith("raises"):
        where = "on fake CUDA tensors" if device == "cuda" else "here"
        return ("registered, not run", "–", "–", "–", f"{plain} {where}, even without autocast")
    r = {k: call(fn, build, device, low, k, autocast=True) for k in ("float32", "low", "mixed")}
    pol = policy(low, r)
    note = ERRORS[-1] if pol == "raises under autocast" else NOTES.get(r["float32"], "")
    return (pol, r["float32"], r["low"], r["mixed"], note)


def registered(device):
    key = "AutocastCPU" if device == "cpu" else "AutocastCUDA"
    return sorted(r.split("::")[1] for r in torch._C._dispatch_get_registrations_for_dispatch_key(key))


def survey(device, low, skip=()):
    """Every op registered for Autocast<device>, run under autocast; ops grouped by behaviour."""
    groups = {}
    for key in registered(device):
        row = ("registered, not run", "–", "–", "–", skip[key]) if key in skip else run_op(key, device, low)
        groups.setdefault(row, []).append(key)
    return groups


ORDER = ["lower precision", "float32", "promote (widest input)", "raises under autocast", "other",
         "registered, not run"]


def print_table(low, groups):
    print(f"| policy (observed) | float32 inputs → | {name(low)} inputs → | mixed inputs → | ops | note |")
    print("|---|---|---|---|---|---|")
    for row in sorted(groups, key=lambda r: (ORDER.index(r[0]), r[1:])):
        ops = ", ".join(f"`{n}`" for n in groups[row])
        print(f"| {row[0]} | {row[1]} | {row[2]} | {row[3]} | {ops} ({len(groups[row])}) | {row[4]} |")


DOCS = {  # docs/source/amp.md (pytorch main, 2025), copied as published
    ('cuda', 'lower precision'): """
        __matmul__ addbmm addmm addmv addr baddbmm bmm multi_dot conv1d conv2d conv3d
        conv_transpose1d conv_transpose2d conv_transpose3d GRUCell linear LSTMCell matmul mm mv
        prelu RNNCell
    """.split(),
    ('cuda', 'float32'): """
        __pow__ __rdiv__ __rpow__ __rtruediv__ acos asin binary_cross_entropy_with_logits cosh
        cosine_embedding_loss cdist cosine_similarity cross_entropy cumprod cumsum dist erfinv exp
        expm1 group_norm hinge_embedding_loss kl_div l1_loss layer_norm log log_softmax log10 log1p
        log2 margin_ranking_loss mse_loss multilabel_margin_loss multi_margin_loss nll_loss norm
        normalize pdist poisson_nll_loss pow prod reciprocal rsqrt sinh smooth_l1_loss
        soft_margin_loss softmax softmin softplus sum renorm tan triplet_margin_loss
    """.split(),
    ('cuda', 'promote (widest input)'): """
        addcdiv addcmul atan2 bilinear cross dot grid_sample index_put scatter_add tensordot
    """.split(),
    ('cpu', 'lower precision'): """
        conv1d conv2d conv3d bmm mm linalg_vecdot baddbmm addmm addbmm linear matmul _convolution
        conv_tbc mkldnn_rnn_layer conv_transpose1d conv_transpose2d conv_transpose3d prelu
        scaled_dot_product_attention _native_multi_head_attention
    """.split(),
    ('cpu', 'float32'): """
        avg_pool3d binary_cross_entropy grid_sampler grid_sampler_2d _grid_sampler_2d_cpu_fallback
        grid_sampler_3d polar prod quantile nanquantile stft cdist trace view_as_complex
        cholesky_inverse cholesky_solve inverse lu_solve orgqr inverse ormqr pinverse max_pool3d
        max_unpool2d max_unpool3d adaptive_avg_pool3d reflection_pad1d reflection_pad2d
        replication_pad1d replication_pad2d replication_pad3d mse_loss cosine_embedding_loss
        nll_loss nll_loss2d hinge_embedding_loss poisson_nll_loss cross_entropy_loss l1_loss
        huber_loss margin_ranking_loss soft_margin_loss triplet_margin_loss multi_margin_loss
        ctc_loss kl_div multilabel_margin_loss binary_cross_entropy_with_logits fft_fft fft_ifft
        fft_fft2 fft_ifft2 fft_fftn fft_ifftn fft_rfft fft_irfft fft_rfft2 fft_irfft2 fft_rfftn
        fft_irfftn fft_hfft fft_ihfft linalg_cond linalg_matrix_rank linalg_solve linalg_cholesky
        linalg_svdvals linalg_eigvals linalg_eigvalsh linalg_inv linalg_householder_product
        linalg_tensorinv linalg_tensorsolve fake_quantize_per_tensor_affine geqrf _lu_with_info qr
        svd triangular_solve fractional_max_pool2d fractional_max_pool3d adaptive_max_pool3d
        multilabel_margin_loss_forward linalg_qr linalg_cholesky_ex linalg_svd linalg_eig
        linalg_eigh linalg_lstsq linalg_inv_ex
    """.split(),
    ('cpu', 'promote (widest input)'): """
        cat stack index_copy
    """.split(),
}

from torch._subclasses.fake_tensor import FakeTensorMode

F = torch.nn.functional
# Names in the docs lists that are Python-level spellings, not kernel names: what they call.
PY = {
    "__matmul__": (lambda a, b: a @ b, BUILD["mm"]),
    "__pow__": (lambda a: a ** 2, lambda t, i: args(t(4))),
    "__rpow__": (lambda a: 2 ** a, lambda t, i: args(t(4))),
    "__rdiv__": (lambda a: a.__rdiv__(2), lambda t, i: args(t(4))),
    "__rtruediv__": (lambda a: 2 / a, lambda t, i: args(t(4))),
    "multi_dot": (torch.linalg.multi_dot, BUILD["linalg_multi_dot"]),
    "GRUCell": (torch.gru_cell, BUILD["gru_cell"]),  # nn.GRUCell.forward calls this
    "LSTMCell": (torch.lstm_cell, BUILD["lstm_cell"]),
    "RNNCell": (torch.rnn_tanh_cell, BUILD["rnn_tanh_cell"]),
    "cross_entropy": (F.cross_entropy, BUILD["cross_entropy_loss"]),
    "normalize": (F.normalize, lambda t, i: args(t(3, 4))),
    "softmin": (F.softmin, lambda t, i: args(t(3, 4), 1)),
    "grid_sample": (F.grid_sample, lambda t, i: args(t(1, 2, 4, 4), t(1, 3, 3, 2), align_corners=False)),
}
# Kernels that a Python-level name above reaches under another name.
ALIAS = {"multi_dot": ["linalg_multi_dot"], "GRUCell": ["gru_cell"], "LSTMCell": ["lstm_cell"],
         "RNNCell": ["rnn_tanh_cell", "rnn_relu_cell"], "grid_sample": ["grid_sampler"],
         "__pow__": ["pow"], "__rpow__": ["pow"]}
SKIP = {"mkldnn_rnn_layer": "whether oneDNN has a low-precision LSTM depends on the CPU"}
CACHE = {}


def observe(key, device, low):
    if (key, device, low) not in CACHE:
        if key in SKIP:
            CACHE[key, device, low] = ("registered, not run", "–", "–", "–", SKIP[key])
        elif key in PY:
            CACHE[key, device, low] = run_op(key, device, low, *PY[key])
        else:
            CACHE[key, device, low] = run_op(key, device, low)
    return CACHE[key, device, low]


def compare(device, low):
    regs = registered(device)
    listed = set()
    label = f"{device} · {name(low)}"
    for (dev, expected), names in DOCS.items():
        if dev != device:
            continue
        found = {"as listed": [], "python": [], "differs": [], "unknown": [], "not run": []}
        for n in dict.fromkeys(names):  # the CPU float32 list has "inverse" twice
            keys = [k for k in regs if k.partition(".")[0] == n] or [n]
            listed.update(k.partition(".")[0] for k in keys)
            listed.update(ALIAS.get(n, []))
            for k in keys:
                r = observe(k, device, low)
                if r[0] == expected:
                    found["python" if k in PY else "as listed"].append(k)
                elif r[0] == "registered, not run" or k not in regs and k not in PY:
                    found["not run"].append(f"`{k}` ({r[4] or 'not registered'})")
                elif r[4] == NOTES["int64"]:
                    found["unknown"].append(k)
                else:
                    found["differs"].append(f"{k} → {r[0]}: {r[1]} / {r[2]} / {r[3]}")
        what = {"as listed": "behaves as listed",
                "python": "Python-level name with no kernel of its own; behaves as listed",
                "differs": "behaves differently (outputs for float32 / low / mixed inputs)",
                "unknown": "integer output: cannot be checked from the output dtype",
                "not run": "not run here"}
        for k, ops in found.items():
            if ops:
                shown = (f"{len(ops)} kernels" if k == "as listed" else
                         ", ".join(o if k == "not run" else f"`{o}`" for o in ops))
                print(f"| {label} | {expected} | {what[k]} | {shown} |")
    extra = {}
    for k in regs:
        if k.partition(".")[0] not in listed:
            extra.setdefault(observe(k, device, low)[0], []).append(k)
    for pol in ORDER:
        if pol in extra:
            ops = ", ".join(f"`{o}`" for o in extra[pol])
            print(f"| {label} | (none) | registered in 2.13 but in no docs list; observed: {pol} | {ops} |")


print("| run | docs list | finding | ops |")
print("|---|---|---|---|")
compare("cpu", torch.bfloat16)
compare("cpu", torch.float16)  # the docs: "float16 shares the lists of bfloat16"
with FakeTensorMode(allow_non_fake_inputs=False):
    compare("cuda", torch.float16)

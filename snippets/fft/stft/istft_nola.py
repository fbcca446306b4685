import torch

x = torch.randn(32)


def try_istft(window, center):
    S = torch.stft(x, 8, hop_length=2, window=window, center=center, return_complex=True)
    try:
        y = torch.istft(S, 8, hop_length=2, window=window, center=center)
        return f"ok, {y.numel()} samples, match x[:{y.numel()}]: {torch.allclose(y, x[: y.numel()], atol=1e-5)}"
    except RuntimeError as e:
        return "RuntimeError ..." + str(e).splitlines()[0].split(")")[-1]


hann = torch.hann_window(8)
print("hann window[0] =", hann[0].item(), " hamming window[0] =", round(torch.hamming_window(8)[0].item(), 4))
print("hann,    center=False:", try_istft(hann, center=False))
print("hann,    center=True :", try_istft(hann, center=True))
print("hamming, center=False:", try_istft(torch.hamming_window(8), center=False))

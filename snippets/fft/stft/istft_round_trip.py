import torch

w = torch.hann_window(8)
for n in (32, 33):
    x = torch.randn(n)
    S = torch.stft(x, 8, hop_length=2, window=w, return_complex=True)
    y = torch.istft(S, 8, hop_length=2, window=w)
    z = torch.istft(S, 8, hop_length=2, window=w, length=n)
    print(f"len {n}: frames {S.shape[1]}, istft without length -> {y.numel()} samples;"
          f" with length={n}: matches x: {torch.allclose(z, x, atol=1e-5)}")
print("output dtype:", z.dtype)

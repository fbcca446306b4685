import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])
print("n=6 :", torch.fft.fft(x, n=6))
print("same as padding zeros:", torch.allclose(torch.fft.fft(x, n=6),
                                               torch.fft.fft(torch.tensor([1.0, 2, 3, 4, 0, 0]))))
print("n=2 :", torch.fft.fft(x, n=2))
print("same as x[:2]        :", torch.allclose(torch.fft.fft(x, n=2), torch.fft.fft(x[:2])))

import torch

def show(name, t):
    c = torch.clone(t)                              # memory_format=torch.preserve_format
    print(f"{name:28s} input stride {str(t.stride()):18s} clone stride {str(c.stride()):18s}"
          f" contiguous: {c.is_contiguous()}")

x = torch.arange(6.0).reshape(2, 3)
show("transposed (dense)", x.t())
show("permuted 4-D (dense)", torch.zeros(2, 3, 4, 5).permute(0, 2, 3, 1))
show("channels_last (dense)", torch.zeros(2, 3, 4, 5).to(memory_format=torch.channels_last))
show("every other element", torch.arange(12.0)[::2])
show("expanded (stride 0)", torch.arange(3.0).expand(2, 3))

import torch

def padding_mask(x, lengths):
    # works for any dtype/device of x: the mask is made from x itself
    mask = x.new_zeros(x.shape[:2])
    for i, n in enumerate(lengths):
        mask[i, n:] = 1
    return mask

x = torch.randn(2, 4, 3, dtype=torch.float64)
print(padding_mask(x, [4, 2]))

img = torch.randn(2, 3, 4, 5).to(memory_format=torch.channels_last)
print("new_zeros strides: ", img.new_zeros(img.shape).stride(), "(contiguous)")
print("zeros_like strides:", torch.zeros_like(img).stride(), "(channels_last kept)")
w = torch.ones(2, requires_grad=True)
print("requires_grad copied:", w.new_zeros(2).requires_grad)

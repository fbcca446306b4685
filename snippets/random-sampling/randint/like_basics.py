import torch

labels = torch.zeros(2, 3, dtype=torch.int32)
r = torch.randint_like(labels, 10)       # one number: high, low=0
print("randint_like(labels, 10):\n", r)
print("dtype:", r.dtype, "| shape:", tuple(r.shape))
print("randint_like(labels, 3, 6):\n", torch.randint_like(labels, 3, 6))

x = torch.zeros(2, 2)                    # float input: integer values in float32
print("float input:\n", torch.randint_like(x, 10))
print("dtype override:", torch.randint_like(x, 10, dtype=torch.int64).dtype)

img = torch.zeros(1, 3, 2, 2).to(memory_format=torch.channels_last)
print("input stride: ", img.stride())
print("result stride:", torch.randint_like(img, 5).stride())
